/** The TikTok link whose public metadata tests/e2e/edge-fixtures.ts serves to the e2e server. */
export const FIXTURE_VIDEO_URL = 'https://www.tiktok.com/@kochclip.fixture/video/7301234567890000001';

/** A recipe web page (JSON-LD) and its picture, served to the e2e server by tests/e2e/edge-fixtures.ts. */
export const FIXTURE_PAGE_URL = 'https://www.rezeptwelt-fixture.de/rezepte/linsen-dal';
export const FIXTURE_PAGE_TITLE = 'Rotes Linsen-Dal mit Spinat';
export const FIXTURE_PAGE_SITE = 'Rezeptwelt';
/** Hosts whose DNS answer the e2e server gets from the fixture (a public address; msw answers the requests). */
export const FIXTURE_PUBLIC_HOST = /(^|\.)rezeptwelt-fixture\.de$/;

/**
 * Recipe pages for the draft tests: every slug is its own page (so no member finds it imported before), titled
 * „Pilzrisotto <slug>“, with the ingredients FIXTURE_RISOTTO_INGREDIENTS and three steps that name them.
 */
export const FIXTURE_DRAFT_PAGE_PREFIX = 'https://www.rezeptwelt-fixture.de/entwurf/';
export const FIXTURE_RISOTTO_INGREDIENTS = ['300 g Risottoreis', '1 l Gemüsebrühe', '1 Zwiebel', '50 g Parmesan'];
