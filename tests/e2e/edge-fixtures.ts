/**
 * Preloaded into the e2e server process (node --import): msw answers TikTok's public oEmbed endpoint and its
 * thumbnail host with fixtures, so a browser test can turn a video link into a recipe without the internet.
 * Every other outbound request passes through and fails as it would offline.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import sharp from 'sharp';
import { FIXTURE_VIDEO_URL } from './edge-fixture-data';

const CAPTION = [
  'Cremige Linsen-Kokos-Suppe in 25 Minuten 🥥🍲',
  'Zutaten für 4 Portionen:',
  '- 200 g rote Linsen',
  '- 1 Zwiebel',
  '- 2 Knoblauchzehen',
  '- 1 Dose Kokosmilch (400 ml)',
  '- 800 ml Gemüsebrühe',
  '- 1 TL Currypulver',
  'Zubereitung:',
  '1. Zwiebel und Knoblauch würfeln und in Öl anschwitzen.',
  '2. Linsen, Curry, Brühe und Kokosmilch zugeben und 20 Minuten köcheln.',
  '3. Fein pürieren und abschmecken.',
  '#linsensuppe #kochen',
].join('\n');

const thumbnail = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#d9772b' } })
  .png()
  .toBuffer();

const server = setupServer(
  http.get('https://www.tiktok.com/oembed', ({ request }) => {
    if (new URL(request.url).searchParams.get('url') !== FIXTURE_VIDEO_URL) return HttpResponse.json({}, { status: 404 });
    return HttpResponse.json({
      title: CAPTION,
      author_name: 'Kochclip Fixture',
      author_unique_id: 'kochclip.fixture',
      thumbnail_url: 'https://p16-sign.tiktokcdn.com/fixture/thumbnail.png',
    });
  }),
  http.get('https://p16-sign.tiktokcdn.com/fixture/thumbnail.png', () =>
    HttpResponse.arrayBuffer(thumbnail.buffer.slice(thumbnail.byteOffset, thumbnail.byteOffset + thumbnail.byteLength), {
      headers: { 'content-type': 'image/png' },
    }),
  ),
);
server.listen({ onUnhandledRequest: 'bypass' });
