import type { Document, Element } from 'domhandler';
import { attr, blockText, findElements } from './page-dom';
import { isChrome } from './page-blocks';
import { plainText } from './rich-text';

export function metaContent(document: Document, ...names: string[]): string | null {
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  const meta = findElements(
    document,
    (el) => el.name === 'meta' && wanted.has((attr(el, 'property') ?? attr(el, 'name') ?? '').toLowerCase()),
  );
  for (const element of meta) {
    const value = plainText(attr(element, 'content') ?? '');
    if (value) return value;
  }
  return null;
}

const RECIPE_WORD = '(?:recipe|recept|rezept|recette|receta|receita|ricetta|opskrift|oppskrift|resept|przepis)';
const TITLE_TAILS = [
  // 'Arretjescake – Recept', 'Banketstaaf - recept'
  new RegExp(`\\s+[-–—|]\\s*${RECIPE_WORD}\\s*$`, 'iu'),
  // 'Lemon Meringue Tartlets Recipe - (4.8/5)': a rating the site appends
  new RegExp(`(?:\\s+${RECIPE_WORD})?\\s+[-–—|]\\s*\\(\\d(?:[.,]\\d)?\\s*/\\s*\\d+\\)\\s*$`, 'iu'),
];

/** A recipe's title without what the site appends to every title (' – Recept', ' | Site', ' Recipe - (4.8/5)'). */
function withoutTitleTail(title: string, siteName: string | null): string {
  let clean = title;
  if (siteName) {
    const at = clean.toLowerCase().lastIndexOf(siteName.toLowerCase());
    const before = at > 0 ? clean.slice(0, at) : '';
    if (/\s[-–—|]\s*$/u.test(before)) clean = before.replace(/\s[-–—|]\s*$/u, '');
  }
  for (const tail of TITLE_TAILS) {
    const cut = clean.replace(tail, '').trim();
    if (/\p{L}{3}/u.test(cut)) clean = cut;
  }
  return clean.trim() || title;
}

/**
 * A recipe's name that is the page's <title> copied (it carries the site's name: '… Recept képpel - Site - Receptek')
 * says more than the recipe's own name: an h1 of the page that it starts with, word for word, is that name.
 */
export function recipeName(name: string, siteName: string | null, document: Document): string {
  const clean = withoutTitleTail(name, siteName);
  if (clean === name.trim()) return clean;
  const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
  const whole = fold(clean);
  const heading = findElements(document, (el) => el.name === 'h1')
    .map((el) => blockText(el).join(' ').trim())
    .find((text) => {
      const folded = fold(text);
      return /\p{L}{3}/u.test(folded) && whole.length > folded.length && whole.startsWith(`${folded} `);
    });
  return heading ?? clean;
}

/**
 * A heading set as one span per word with the spaces left to the layout ('Egyserpenyősgombás-spenótosgnocchi')
 * takes its spaces from the page's og:title when that starts with the same letters.
 */
function spacedLike(heading: string, og: string): string {
  const letters = heading.replace(/\s+/g, '');
  if (heading.length !== letters.length || letters.length < 8) return heading;
  let count = 0;
  for (let i = 0; i < og.length; i += 1) {
    if (!/\s/u.test(og[i] ?? '')) {
      if (og[i] !== letters[count]) return heading;
      count += 1;
    }
    if (count === letters.length) return og.slice(0, i + 1);
  }
  return heading;
}

/** Headings that name the page's chrome, not its content ('Navigation'). */
const CHROME_HEADING = /^(?:navigation|navigation menu|menu|menü|hauptmenü|main menu|search|suche|søg|sök|zoeken)$/iu;

/**
 * The h1 that says what og:title says (a page header may hold it), else the first h1 outside page chrome, else
 * og:title, else <title> without its ' | Site' tail.
 */
export function pageTitleOf(document: Document): string | null {
  const og = metaContent(document, 'og:title');
  const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
  const named = og
    ? findElements(document, (el) => el.name === 'h1').find((el) => fold(blockText(el).join(' ')) === fold(og))
    : undefined;
  const h1 =
    named ??
    findElements(document, (el) => el.name === 'h1', { skip: isChrome }).find(
      (el) => !CHROME_HEADING.test(blockText(el).join(' ').trim()),
    );
  const fromH1 = h1 ? blockText(h1).join(' ') : '';
  if (fromH1) return og ? spacedLike(fromH1, og) : fromH1;
  if (og) return og;
  const title = findElements(document, (el) => el.name === 'title')[0];
  const text = title ? blockText(title).join(' ') : '';
  return text.replace(/\s+[|–—-]\s+[^|–—-]+$/u, '').trim() || null;
}

/** Images that are the page's furniture, not a dish: logos, icons, avatars, tracking pixels, spinners. */
const FURNITURE = /(?:logo|icon|avatar|sprite|pixel|spinner|placeholder|badge|banner|emoji|gravatar)/iu;

/** A picture's stated size, when it states one smaller than a dish's photo is shown. */
const tooSmall = (element: Element) =>
  ['width', 'height'].some((name) => {
    const side = Number.parseInt(attr(element, name) ?? '', 10);
    return side > 0 && side < 200;
  });

/**
 * The dish's photo on a page that names none (no og:image, no image in its structured data): of the pictures outside
 * the page's chrome that are no logo, icon or tracking pixel, the one whose address or text names the most words of
 * the title, else the first after the page's h1.
 */
export function contentImageOf(document: Document, title: string | null): string | null {
  const elements = findElements(document, (el) => el.name === 'h1' || el.name === 'img', { skip: isChrome });
  const usable = (el: Element) => {
    if (el.name !== 'img' || tooSmall(el)) return false;
    const src = attr(el, 'src') ?? '';
    return /^(?:https?:)?\/\/|^\/(?!\/)/u.test(src) && !/\.(?:svg|gif)(?:[?#]|$)/iu.test(src) && !FURNITURE.test(described(el));
  };
  const titleWords = (title ?? '').toLowerCase().match(/\p{L}{4,}/gu) ?? [];
  let named: Element | undefined;
  let most = 0;
  for (const el of elements.filter(usable)) {
    const text = described(el).toLowerCase();
    const count = titleWords.filter((word) => text.includes(word)).length;
    if (count > most) [named, most] = [el, count];
  }
  const image = named ?? elements.slice(elements.findIndex((el) => el.name === 'h1') + 1).find(usable);
  return image ? (attr(image, 'src') ?? null) : null;
}

/** What an image says of itself: its address, class, alt text, title and id. */
const described = (element: Element) => ['src', 'class', 'alt', 'title', 'id'].map((name) => attr(element, name) ?? '').join(' ');
