/**
 * Preloaded into the e2e server process (node --import): msw answers TikTok's public oEmbed endpoint and its
 * thumbnail host with fixtures, so a browser test can turn a video link into a recipe without the internet, and
 * a recipe web page with its picture (its host gets a public address from the DNS below, as the website import
 * checks the DNS answer before it asks). Every other outbound request passes through and fails as it would offline.
 */
import dns from 'node:dns';
import { syncBuiltinESMExports } from 'node:module';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import sharp from 'sharp';
import {
  FIXTURE_DRAFT_PAGE_PREFIX,
  FIXTURE_PAGE_TITLE,
  FIXTURE_PAGE_URL,
  FIXTURE_PUBLIC_HOST,
  FIXTURE_RISOTTO_INGREDIENTS,
  FIXTURE_VIDEO_URL,
} from './edge-fixture-data';

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

const PAGE_IMAGE_URL = 'https://www.rezeptwelt-fixture.de/bilder/linsen-dal.png';
const RECIPE_PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${FIXTURE_PAGE_TITLE} | Rezeptwelt</title>
<meta property="og:site_name" content="Rezeptwelt">
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: FIXTURE_PAGE_TITLE,
  description: 'Cremiges Dal aus roten Linsen mit Kokosmilch und frischem Spinat.',
  image: PAGE_IMAGE_URL,
  author: { '@type': 'Person', name: 'Mira Koch' },
  recipeYield: '4 Portionen',
  totalTime: 'PT35M',
  recipeIngredient: [
    '250 g rote Linsen',
    '1 Zwiebel',
    '2 Knoblauchzehen',
    '400 ml Kokosmilch',
    '200 g Babyspinat',
    '1 TL Kurkuma',
  ],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Zwiebel und Knoblauch fein würfeln und in Öl anschwitzen.' },
    { '@type': 'HowToStep', text: 'Linsen, Kurkuma und Kokosmilch zugeben und 20 Minuten köcheln.' },
    { '@type': 'HowToStep', text: 'Spinat unterheben und abschmecken.' },
  ],
})}</script></head><body><h1>${FIXTURE_PAGE_TITLE}</h1></body></html>`;

const risottoPage = (
  slug: string,
) => `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Pilzrisotto ${slug}</title>
<meta property="og:site_name" content="Rezeptwelt">
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: `Pilzrisotto ${slug}`,
  recipeYield: '4 Portionen',
  recipeIngredient: FIXTURE_RISOTTO_INGREDIENTS,
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Zwiebel würfeln und mit dem Risottoreis in Butter glasig anschwitzen.' },
    { '@type': 'HowToStep', text: 'Die Gemüsebrühe nach und nach angießen und 18 Minuten rühren.' },
    { '@type': 'HowToStep', text: 'Parmesan unterziehen und servieren.' },
  ],
})}</script></head><body><h1>Pilzrisotto ${slug}</h1></body></html>`;

// The fixture hosts resolve to a public address; every other name is looked up as usual.
const systemLookup = dns.lookup;
const fixtureLookup = ((hostname: string, options: unknown, callback?: unknown) => {
  const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void;
  const wantsAll = typeof options === 'object' && options !== null && 'all' in options && options.all === true;
  if (!FIXTURE_PUBLIC_HOST.test(hostname)) return (systemLookup as (...args: unknown[]) => void)(hostname, options, callback);
  if (wantsAll) process.nextTick(done, null, [{ address: '93.184.216.34', family: 4 }]);
  else process.nextTick(done, null, '93.184.216.34', 4);
}) as typeof dns.lookup;
dns.lookup = fixtureLookup;
syncBuiltinESMExports();

const server = setupServer(
  http.get(FIXTURE_PAGE_URL, () => new HttpResponse(RECIPE_PAGE, { headers: { 'content-type': 'text/html; charset=utf-8' } })),
  http.get(
    `${FIXTURE_DRAFT_PAGE_PREFIX}:slug`,
    ({ params }) =>
      new HttpResponse(risottoPage(String(params.slug)), { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  ),
  http.get(PAGE_IMAGE_URL, () =>
    HttpResponse.arrayBuffer(thumbnail.buffer.slice(thumbnail.byteOffset, thumbnail.byteOffset + thumbnail.byteLength), {
      headers: { 'content-type': 'image/png' },
    }),
  ),
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
