import { EARLY_TAPS_SCRIPT, escapeHtml, PAGE_DATA_ID, type TPageData } from '@kochclip/core';

/** JSON inside a `<script>` data block: `<` is escaped so no text can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What a public page says about itself in `<head>` (title, description, canonical URL, previews). */
export interface TPageHead {
  /** The full document title, as the app sets it ("Shakshuka – Kochclip"). */
  title: string;
  description: string;
  /** Absolute URL; absent on pages that must not be indexed (404). */
  canonicalUrl?: string;
  /** Absolute URL of the preview picture (Open Graph, Twitter card). */
  imageUrl?: string | null;
  /** Its size and type when known (a recipe's share card), so a preview can lay it out before loading it. */
  imageSize?: { width: number; height: number; type: string };
  /** Picture to fetch with high priority before the script runs (the recipe hero, the first card). */
  preloadImage?: string | null;
  ogType?: 'website' | 'article' | 'profile';
  noindex?: boolean;
  /** schema.org data for the head, where the page's content (which carries it) is not rendered on the server. */
  jsonLd?: unknown;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

export function headTags(head: TPageHead): string {
  const tags: string[] = [];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonicalUrl) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`);
    tags.push(meta('property', 'og:url', head.canonicalUrl));
  }
  tags.push(
    meta('property', 'og:site_name', 'Kochclip'),
    meta('property', 'og:locale', 'de_DE'),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.imageUrl) {
    tags.push(meta('property', 'og:image', head.imageUrl));
    if (head.imageSize) {
      tags.push(
        meta('property', 'og:image:type', head.imageSize.type),
        meta('property', 'og:image:width', String(head.imageSize.width)),
        meta('property', 'og:image:height', String(head.imageSize.height)),
      );
    }
    tags.push(meta('name', 'twitter:image', head.imageUrl));
  }
  if (head.preloadImage) {
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}" fetchpriority="high" />`);
  }
  if (head.jsonLd !== undefined) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** A description for meta tags: one line, at most about 160 characters, cut at a word. */
export function shortDescription(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * Vite's index.html with a page's head and content: the title and description replaced, the other tags added
 * before `</head>`, the content the app's components rendered placed in `#root`, and before it the data block
 * (`TPageData`: the route and the query cache it rendered from), a JSON data block the CSP never runs, which the
 * browser hydrates from, and the script that keeps taps on the content until the app has taken it over.
 */
export function renderTemplate(template: string, head: TPageHead, body: string, data?: TPageData): string {
  const dataBlock = data ? `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>` : '';
  // Before the content, so a tap on it is kept until the app has taken the page over (core's early-taps.ts).
  const earlyTaps = body ? `<script>${EARLY_TAPS_SCRIPT}</script>` : '';
  // Replacement functions, not strings: a recipe title may contain `$&` or `$'`.
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => meta('name', 'description', head.description))
    .replace('</head>', () => `    ${headTags(head)}\n  </head>`)
    .replace('<div id="root"></div>', () => `${earlyTaps}${dataBlock}<div id="root">${body}</div>`);
}
