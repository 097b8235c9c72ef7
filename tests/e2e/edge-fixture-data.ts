/** The TikTok link whose public metadata tests/e2e/edge-fixtures.ts serves to the e2e server. */
export const FIXTURE_VIDEO_URL = 'https://www.tiktok.com/@kochclip.fixture/video/7301234567890000001';
