import { describe, expect, it } from 'vitest';
import { parseVideoUrl } from './video-url';

const YT = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

describe('parseVideoUrl', () => {
  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', YT],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc123', YT],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3&si=x', YT],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', YT],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', YT],
    ['https://youtube.com/shorts/dQw4w9WgXcQ?feature=share', YT],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['www.youtube.com/shorts/dQw4w9WgXcQ', YT],
  ])('reads %s as the YouTube video %s', (input, canonical) => {
    expect(parseVideoUrl(input)).toMatchObject({ platform: 'youtube', canonical });
  });

  it('gives youtu.be, watch and shorts links to one video the same key', () => {
    const keys = [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3&si=x',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ].map((url) => parseVideoUrl(url)?.canonical);
    expect(new Set(keys)).toEqual(new Set([YT]));
  });

  it('strips TikTok tracking parameters', () => {
    expect(
      parseVideoUrl('https://www.tiktok.com/@Koch.Meister/video/7212345678901234567?is_from_webapp=1&sender_device=pc'),
    ).toEqual({
      platform: 'tiktok',
      canonical: 'https://www.tiktok.com/@koch.meister/video/7212345678901234567',
      url: 'https://www.tiktok.com/@koch.meister/video/7212345678901234567',
    });
    expect(parseVideoUrl('https://tiktok.com/@kochmeister/video/7212345678901234567')?.canonical).toBe(
      'https://www.tiktok.com/@kochmeister/video/7212345678901234567',
    );
  });

  it('accepts TikTok short links as their own key', () => {
    expect(parseVideoUrl('https://vm.tiktok.com/ZMabc123/')).toMatchObject({
      platform: 'tiktok',
      canonical: 'https://vm.tiktok.com/ZMabc123/',
    });
  });

  it('collapses Instagram /reel/ and /p/ links to one key and keeps the reel link for display', () => {
    const reel = parseVideoUrl('https://www.instagram.com/reel/C1a2B3c4D5e/?igsh=MWx0eTk=');
    const post = parseVideoUrl('https://instagram.com/p/C1a2B3c4D5e/');
    expect(reel).toEqual({
      platform: 'instagram',
      canonical: 'https://www.instagram.com/p/C1a2B3c4D5e/',
      url: 'https://www.instagram.com/reel/C1a2B3c4D5e/',
    });
    expect(post?.canonical).toBe(reel?.canonical);
  });

  it.each([
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com@127.0.0.1/watch?v=dQw4w9WgXcQ',
    'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'http://127.1/watch?v=dQw4w9WgXcQ',
    'http://0x7f000001/watch?v=dQw4w9WgXcQ',
    'http://[::ffff:127.0.0.1]/watch?v=dQw4w9WgXcQ',
    'http://169.254.169.254/latest/meta-data/',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'ftp://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UC123',
    'https://www.tiktok.com/@kochmeister',
    'https://www.tiktok.com/@kochmeister/video/abc',
    'https://www.instagram.com/kochmeister/',
    'https://www.instagram.com/stories/kochmeister/123/',
    'https://vimeo.com/123456',
    'https://www.youtube.com./watch?v=dQw4w9WgXcQ',
    '',
    'kein link',
  ])('rejects %s', (input) => {
    expect(parseVideoUrl(input)).toBeNull();
  });
});
