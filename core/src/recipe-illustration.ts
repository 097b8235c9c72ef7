/**
 * The drawn picture of a recipe without a photo: a dish motif chosen from the title, tags and category (a pot of
 * soup, a plate of pasta, a pan of Shakshuka …) on the category's colours, varied per title. Pure string work, so
 * the seed, the server (stored as an SVG file) and the web app (drawn in place when a picture is missing) share it.
 *
 * Framing: the canvas is 16:10 and the motif stays inside its central band (y 170–430), so a 3:1 hero and a 4:3
 * card cut only background.
 */

import { escapeHtml } from './escape-html';

export type TDishKind =
  | 'soup'
  | 'bowl'
  | 'pasta'
  | 'pizza'
  | 'salad'
  | 'cake'
  | 'drink'
  | 'hot-drink'
  | 'pan'
  | 'burger'
  | 'bread'
  | 'pancakes'
  | 'dumplings'
  | 'plate';

export interface TIllustratedRecipe {
  title: string;
  category?: string | null;
  tags?: readonly string[] | null;
}

const WIDTH = 960;
const HEIGHT = 600;

/** First match wins: the more specific dishes come before the general ones. */
const KIND_WORDS: ReadonlyArray<readonly [TDishKind, RegExp]> = [
  ['hot-drink', /heiße schokolade|kakao|kaffee|cappuccino|latte|\btee\b|glühwein|punsch/u],
  ['drink', /smoothie|saft(?!ig)|limonade|\blimo\b|eistee|shake|cocktail|bowle|lassi\b|getränk|drink|schorle/u],
  ['pan', /shakshuka|pfanne|rührei|spiegelei|omelett|frittata|paella|bratkartoffel|gebratene[rn]? reis|pad thai/u],
  ['pancakes', /pfannkuchen|pancake|waffel|crêpe|crepe|kaiserschmarrn|palatschinken/u],
  ['pizza', /pizza|flammkuchen|quiche|tarte|focaccia|pide/u],
  ['pasta', /pasta|spaghetti|nudel|lasagne|penne|tagliatelle|linguine|spätzle|gnocchi|makkaroni|ravioli|tortellini/u],
  ['soup', /suppe|eintopf|brühe|ramen|pho\b|minestrone|gazpacho/u],
  ['salad', /salat|tabouleh|coleslaw/u],
  [
    'cake',
    /kuchen|torte|strudel|datschi|muffin|brownie|tiramisu|cheesecake|keks|plätzchen|grütze|pudding|mousse|dessert|\beis\b/u,
  ],
  ['burger', /burger|sandwich|wrap|döner|toast|bagel|hot dog/u],
  ['bread', /brot|brötchen|brezel|baguette|bruschetta|semmel/u],
  ['dumplings', /gyoza|maultasche|knödel|klöße|klopse|frikadelle|falafel|bällchen|dim sum|wan ?tan/u],
  [
    'bowl',
    /curry|risotto|\breis|reis\b|chili|gulasch|dal\b|bowl|hummus|guacamole|obatzda|tzatziki|dip\b|müsli|porridge|couscous/u,
  ],
];

const CATEGORY_KINDS: Readonly<Record<string, TDishKind>> = {
  Dessert: 'cake',
  Getränke: 'drink',
  Frühstück: 'pancakes',
  Italienisch: 'pasta',
  Asiatisch: 'bowl',
  Snacks: 'bread',
  Vegan: 'salad',
  Vegetarisch: 'salad',
};

/** Background colours per category: two light tones for the gradient and a deeper one for the pattern. */
const PALETTES: Readonly<Record<string, readonly [string, string, string]>> = {
  Frühstück: ['#fff1d6', '#fbc687', '#e8a04c'],
  Hauptgericht: ['#ffe3d3', '#f4a07a', '#d86a3d'],
  Dessert: ['#ffe4ec', '#f5a3bd', '#d9608a'],
  Snacks: ['#fff3c4', '#f7c95c', '#d99a1e'],
  Getränke: ['#dff6f2', '#8fd3c7', '#3c9e8f'],
  Italienisch: ['#ffe8dc', '#f2937a', '#c9503a'],
  Asiatisch: ['#fdf1d8', '#f0b878', '#c77a2e'],
  Mediterran: ['#e1f0fb', '#8ec5ea', '#3f86bd'],
  Vegetarisch: ['#e9f6dc', '#a8d88a', '#5a9e3c'],
  Vegan: ['#e4f6e6', '#93d3a0', '#3f9a58'],
  Glutenfrei: ['#f1eafb', '#c3a8e6', '#8460bd'],
  'Low Carb': ['#e3f3f5', '#9ad0d6', '#3e929b'],
};
const DEFAULT_PALETTE = PALETTES.Hauptgericht as readonly [string, string, string];

/** FNV-1a: the same title always gives the same picture. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) {
    h ^= char.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function random(seed: number): () => number {
  let state = seed || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The dish the picture shows: words in the title first, then the tags, then the category. */
export function dishKind(recipe: TIllustratedRecipe): TDishKind {
  const texts = [recipe.title, ...(recipe.tags ?? [])].map((text) => text.toLowerCase());
  for (const text of texts) {
    const found = KIND_WORDS.find(([, words]) => words.test(text));
    if (found) return found[0];
  }
  return (recipe.category ? CATEGORY_KINDS[recipe.category] : undefined) ?? 'plate';
}

type TRandom = () => number;
type TDraw = (rnd: TRandom, accent: string) => string;

const SAUCES = ['#e2543b', '#f08a24', '#c9432f', '#e9b949', '#8fbf4d'];
const pick = <T>(rnd: TRandom, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;

const plate = (cy = 330, rx = 205, ry = 78) =>
  `<ellipse cx="480" cy="${cy}" rx="${rx}" ry="${ry}" fill="#ffffff"/><ellipse cx="480" cy="${cy - 4}" rx="${rx - 38}" ry="${ry - 16}" fill="#f4efe8"/>`;

const steam = (y: number) =>
  [430, 480, 530]
    .map(
      (x) =>
        `<path d="M${x} ${y} c-18 -20 18 -30 0 -52" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="9" stroke-linecap="round"/>`,
    )
    .join('');

const bowl = (fill: string, rim: string, inner: string) =>
  `<path d="M318 285 h324 a162 120 0 0 1 -324 0 z" fill="${fill}"/><ellipse cx="480" cy="285" rx="162" ry="30" fill="${rim}"/><ellipse cx="480" cy="287" rx="146" ry="23" fill="${inner}"/>`;

function dots(
  rnd: TRandom,
  count: number,
  area: { x: number; y: number; w: number; h: number },
  colors: readonly string[],
  size: [number, number],
): string {
  return Array.from({ length: count }, () => {
    const r = size[0] + rnd() * (size[1] - size[0]);
    return `<circle cx="${round(area.x + rnd() * area.w)}" cy="${round(area.y + rnd() * area.h)}" r="${round(r)}" fill="${pick(rnd, colors)}"/>`;
  }).join('');
}

function leaf(x: number, y: number, angle: number, color: string, scale = 1): string {
  return `<path d="M0 0 c12 -14 34 -14 46 0 c-12 14 -34 14 -46 0 z" fill="${color}" transform="translate(${round(x)} ${round(y)}) rotate(${round(angle)}) scale(${scale})"/>`;
}

const DRAW: Record<TDishKind, TDraw> = {
  soup: (rnd, accent) =>
    steam(215) +
    bowl('#ffffff', '#efe6da', pick(rnd, SAUCES)) +
    dots(rnd, 6, { x: 380, y: 275, w: 200, h: 20 }, ['#ffffff', accent, '#6aa84f'], [4, 8]),
  bowl: (rnd) =>
    bowl(pick(rnd, ['#2f6f8f', '#ffffff', '#c7553a']), '#efe6da', pick(rnd, ['#d9822b', '#b5462f', '#e0b04a'])) +
    `<ellipse cx="${round(420 + rnd() * 30)}" cy="280" rx="70" ry="16" fill="#fbf7ef"/>` +
    [0, 1, 2].map((i) => leaf(470 + i * 34, 276 - (i % 2) * 8, -20 + rnd() * 40, '#5c9e3f', 0.7)).join(''),
  pasta: (rnd) =>
    plate() +
    Array.from(
      { length: 7 },
      (_, i) =>
        `<ellipse cx="${round(470 + rnd() * 20)}" cy="${round(318 + rnd() * 8)}" rx="${120 - i * 14}" ry="${44 - i * 5}" fill="none" stroke="#f1c75b" stroke-width="9"/>`,
    ).join('') +
    `<ellipse cx="480" cy="310" rx="48" ry="18" fill="${pick(rnd, ['#d8432f', '#e6e0c8', '#6aa84f'])}"/>` +
    leaf(492, 300, -30, '#3f8f3a', 0.6),
  pizza: (rnd) =>
    `<ellipse cx="480" cy="318" rx="215" ry="92" fill="#d99a4e"/><ellipse cx="480" cy="314" rx="190" ry="78" fill="${pick(rnd, ['#e8553e', '#f3e3b5'])}"/>` +
    dots(rnd, 9, { x: 330, y: 268, w: 300, h: 80 }, ['#b8322a', '#fff4d6', '#4f8f3a'], [9, 15]) +
    [0, 60, 120]
      .map(
        (a) =>
          `<line x1="${round(480 - 190 * Math.cos((a * Math.PI) / 180))}" y1="${round(314 - 78 * Math.sin((a * Math.PI) / 180))}" x2="${round(480 + 190 * Math.cos((a * Math.PI) / 180))}" y2="${round(314 + 78 * Math.sin((a * Math.PI) / 180))}" stroke="#c98a3e" stroke-width="3"/>`,
      )
      .join(''),
  salad: (rnd) =>
    Array.from({ length: 9 }, (_, i) =>
      leaf(350 + i * 28 + rnd() * 10, 262 + rnd() * 18, -70 + rnd() * 140, pick(rnd, ['#6fb542', '#4d9a3a', '#9ccf5a']), 1.3),
    ).join('') +
    dots(rnd, 5, { x: 370, y: 255, w: 220, h: 25 }, ['#e2463b', '#f2c14e', '#ffffff'], [9, 13]) +
    `<path d="M318 285 h324 a162 120 0 0 1 -324 0 z" fill="${pick(rnd, ['#ffffff', '#f6efe2', '#3d7ea6'])}"/>`,
  cake: (rnd) => {
    const cream = pick(rnd, ['#fff6ea', '#ffe0ec', '#f7e3c4']);
    const sponge = pick(rnd, ['#e9b872', '#6b3e2a', '#f2d29b']);
    return (
      plate(392, 170, 40) +
      `<path d="M360 300 L600 250 L600 380 L360 400 z" fill="${sponge}"/><path d="M360 300 L600 250 L600 270 L360 322 z" fill="${cream}"/>` +
      `<path d="M360 345 L600 310 L600 326 L360 362 z" fill="${cream}"/><path d="M360 300 L600 250 L540 225 L300 272 z" fill="${cream}"/>` +
      `<path d="M300 272 L360 300 L360 400 L300 370 z" fill="${sponge}" opacity="0.85"/>` +
      `<circle cx="470" cy="236" r="17" fill="#c8202f"/><path d="M470 220 q6 -22 22 -30" stroke="#4d7a2c" stroke-width="4" fill="none"/>`
    );
  },
  drink: (rnd) => {
    const juice = pick(rnd, ['#f06c7e', '#f5a623', '#8fcf5a', '#e94f6a']);
    return (
      `<path d="M400 190 L560 190 L540 410 L420 410 z" fill="#ffffff" fill-opacity="0.55"/><path d="M407 240 L553 240 L539 402 L421 402 z" fill="${juice}"/>` +
      `<rect x="440" y="262" width="34" height="34" rx="6" fill="#ffffff" fill-opacity="0.6" transform="rotate(12 457 279)"/><rect x="488" y="280" width="30" height="30" rx="6" fill="#ffffff" fill-opacity="0.5"/>` +
      `<line x1="515" y1="150" x2="495" y2="330" stroke="#e23d5b" stroke-width="10" stroke-linecap="round"/>` +
      `<circle cx="555" cy="200" r="32" fill="#f7d54a"/><circle cx="555" cy="200" r="24" fill="#fbe88a"/>`
    );
  },
  'hot-drink': (rnd) =>
    steam(210) +
    `<path d="M390 250 h170 v110 a50 50 0 0 1 -50 50 h-70 a50 50 0 0 1 -50 -50 z" fill="${pick(rnd, ['#ffffff', '#e76f51', '#2a9d8f'])}"/>` +
    `<path d="M560 280 a38 38 0 0 1 0 76" fill="none" stroke="#ffffff" stroke-width="14"/><ellipse cx="475" cy="252" rx="85" ry="14" fill="#6b3e2a"/>` +
    plate(412, 150, 22),
  pan: (rnd) => {
    const sauce = pick(rnd, ['#d6452f', '#f1c232', '#c9542f']);
    const eggs = Array.from({ length: 3 }, (_, i) => {
      const x = 410 + i * 62 + rnd() * 12;
      const y = 300 + (i % 2) * 26 - rnd() * 10;
      return `<ellipse cx="${round(x)}" cy="${round(y)}" rx="30" ry="20" fill="#ffffff"/><circle cx="${round(x + 3)}" cy="${round(y - 2)}" r="11" fill="#f4b41a"/>`;
    }).join('');
    return (
      `<rect x="640" y="294" width="170" height="22" rx="11" fill="#3b3330" transform="rotate(-8 640 305)"/>` +
      `<ellipse cx="480" cy="318" rx="185" ry="86" fill="#3b3330"/><ellipse cx="480" cy="312" rx="165" ry="72" fill="${sauce}"/>` +
      eggs +
      [0, 1, 2, 3].map(() => leaf(400 + rnd() * 170, 270 + rnd() * 70, rnd() * 180, '#3f8f3a', 0.45)).join('')
    );
  },
  burger: (rnd) =>
    plate(398, 190, 34) +
    `<path d="M350 372 h260 a14 14 0 0 1 -14 22 h-232 a14 14 0 0 1 -14 -22 z" fill="#d9954a"/>` +
    `<rect x="345" y="336" width="270" height="36" rx="16" fill="#6b3a24"/><path d="M340 332 h280 l-20 22 l-20 -14 l-20 14 l-20 -14 l-20 14 l-20 -14 l-20 14 l-20 -14 l-20 14 l-20 -14 l-20 14 l-20 -14 l-20 14 z" fill="${pick(rnd, ['#f4c430', '#6fb542'])}"/>` +
    `<path d="M345 322 h270 l-10 14 h-250 z" fill="#e2463b"/><path d="M345 322 a135 100 0 0 1 270 0 z" fill="#e0a04f"/>` +
    dots(rnd, 7, { x: 400, y: 250, w: 160, h: 45 }, ['#fff6dc'], [3, 4]),
  bread: (rnd) =>
    plate(380, 200, 44) +
    `<path d="M330 360 c0 -90 300 -90 300 0 z" fill="#c98a45"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${400 + i * 60} 300 q14 -16 30 -22" stroke="#f1cf94" stroke-width="8" fill="none" stroke-linecap="round"/>`,
      )
      .join('') +
    dots(rnd, 8, { x: 360, y: 290, w: 230, h: 50 }, ['#fff6dc', '#f1cf94'], [2, 4]),
  pancakes: (rnd) =>
    plate(392, 180, 40) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="480" cy="${372 - i * 26}" rx="130" ry="30" fill="#e2a857"/><ellipse cx="480" cy="${366 - i * 26}" rx="126" ry="26" fill="#f3c77a"/>`,
      )
      .join('') +
    `<path d="M400 286 q80 -22 160 0 q-10 36 -20 8 q-20 30 -40 0 q-30 30 -50 2 q-20 26 -50 -10 z" fill="#b5651d" opacity="0.85"/>` +
    dots(rnd, 5, { x: 430, y: 262, w: 100, h: 16 }, ['#3b4fa0', '#c8202f'], [8, 11]),
  dumplings: (rnd) =>
    plate() +
    Array.from({ length: 5 }, (_, i) => {
      const x = 380 + i * 50 + rnd() * 10;
      const y = 318 + ((i % 2) * 2 - 1) * 16;
      return `<circle cx="${round(x)}" cy="${round(y)}" r="36" fill="${pick(rnd, ['#f3e2c0', '#c98a45', '#e9d3a4'])}"/><path d="M${round(x - 20)} ${round(y - 12)} q20 -12 40 0" stroke="#ffffff" stroke-opacity="0.6" stroke-width="5" fill="none"/>`;
    }).join('') +
    leaf(470, 280, -20, '#3f8f3a', 0.6),
  plate: (rnd) =>
    plate() +
    `<ellipse cx="455" cy="316" rx="82" ry="36" fill="${pick(rnd, ['#8a4b2a', '#c2703d', '#b5462f'])}"/>` +
    dots(rnd, 6, { x: 530, y: 288, w: 70, h: 50 }, ['#5c9e3f', '#7cbf4f'], [10, 15]) +
    Array.from(
      { length: 3 },
      (_, i) =>
        `<rect x="${520 + i * 22}" y="330" width="12" height="40" rx="6" fill="#f08a24" transform="rotate(${-30 + i * 20} ${526 + i * 22} 350)"/>`,
    ).join('') +
    `<rect x="236" y="270" width="12" height="130" rx="6" fill="#ffffff"/><rect x="712" y="270" width="12" height="130" rx="6" fill="#ffffff"/>`,
};

function pattern(rnd: TRandom, color: string): string {
  return Array.from({ length: 14 }, () => {
    const x = round(rnd() * WIDTH);
    const y = round(rnd() < 0.5 ? rnd() * 150 : 450 + rnd() * 150);
    return rnd() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${round(5 + rnd() * 9)}" fill="${color}" fill-opacity="0.18"/>`
      : leaf(x, y, rnd() * 360, color, 0.6).replace('/>', ' fill-opacity="0.18"/>');
  }).join('');
}

/** The illustration as an SVG document (16:10, 960 × 600). */
export function illustrationSvg(recipe: TIllustratedRecipe): string {
  const kind = dishKind(recipe);
  const rnd = random(hash(`${recipe.title}|${recipe.category ?? ''}`));
  const [from, to, deep] = (recipe.category ? PALETTES[recipe.category] : undefined) ?? DEFAULT_PALETTE;
  const angle = Math.floor(rnd() * 4) * 90;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${escapeHtml(`Illustration: ${recipe.title}`)}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>${pattern(rnd, deep)}
<ellipse cx="480" cy="420" rx="230" ry="26" fill="#000000" fill-opacity="0.08"/>
${DRAW[kind](rnd, deep)}
</svg>`;
}

/** The stored illustrations are the only SVG pictures: every photo is re-encoded to WebP. */
export function isIllustrationUrl(url: string): boolean {
  return url.endsWith('.svg');
}

/** The illustration as a data: URL for an <img> (the app's CSP allows data: images). */
export function illustrationDataUrl(recipe: TIllustratedRecipe): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(illustrationSvg(recipe))}`;
}
