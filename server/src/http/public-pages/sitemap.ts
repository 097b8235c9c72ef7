import express, { type Request, type Response, type Router } from 'express';
import { escapeHtml, sitemapPaths } from '@kochclip/core';
import type { TDb } from '@kochclip/db';
import { sitemapChallenges, sitemapCounts, sitemapMembers, sitemapRecipes } from '@kochclip/db/queries';
import { requestOrigin } from '../../context';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_URLS_PER_FILE = 50_000;
/** The public pages with a fixed path, from the route manifest (@kochclip/core). */
const STATIC_PAGES = sitemapPaths();

interface TSitemapDeps {
  db: TDb;
  publicOrigin?: string;
  urlsPerFile?: number;
}

interface TEntry {
  path: string;
  lastModified?: Date;
}

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n';

function urlSet(origin: string, entries: TEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeHtml(origin + e.path)}</loc>${e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `${xmlHead}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(origin: string, files: string[]): string {
  const items = files.map((file) => `<sitemap><loc>${escapeHtml(`${origin}/${file}`)}</loc></sitemap>`);
  return `${xmlHead}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

const recipeEntries = (rows: { id: number; updatedAt: Date }[]) =>
  rows.map((r) => ({ path: `/recipe/${r.id}`, lastModified: r.updatedAt }));
const memberEntries = (rows: { username: string; updatedAt: Date }[]) =>
  rows.map((m) => ({ path: `/u/${encodeURIComponent(m.username)}`, lastModified: m.updatedAt }));

/** The public pages with a fixed path and every challenge's page. */
async function pageEntries(db: TDb): Promise<TEntry[]> {
  const rows = await sitemapChallenges(db);
  return [...STATIC_PAGES.map((path) => ({ path })), ...rows.map((c) => ({ path: `/challenges/${c.id}` }))];
}

function sendXml(res: Response, body: string): void {
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.type('application/xml').send(body);
}

/**
 * /sitemap.xml lists the public pages, every challenge, every recipe and every active member's profile; past `urlsPerFile` URLs it
 * is an index of /sitemap-pages.xml, /sitemap-recipes-<n>.xml and /sitemap-members-<n>.xml. /robots.txt names it.
 */
export function sitemapRoutes(deps: TSitemapDeps): Router {
  const perFile = deps.urlsPerFile ?? SITEMAP_URLS_PER_FILE;
  const originOf = (req: Request) => deps.publicOrigin ?? requestOrigin(req) ?? 'http://localhost';
  const router = express.Router();

  router.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res
      .type('text/plain')
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /trpc/\n\nSitemap: ${originOf(req)}/sitemap.xml\n`);
  });

  router.get('/sitemap.xml', async (req, res) => {
    const origin = originOf(req);
    const [counts, pages] = await Promise.all([sitemapCounts(deps.db), pageEntries(deps.db)]);
    if (pages.length + counts.recipes + counts.members <= perFile) {
      const [recipeRows, memberRows] = await Promise.all([
        sitemapRecipes(deps.db, { offset: 0, limit: perFile }),
        sitemapMembers(deps.db, { offset: 0, limit: perFile }),
      ]);
      return sendXml(res, urlSet(origin, [...pages, ...recipeEntries(recipeRows), ...memberEntries(memberRows)]));
    }
    const files = [
      'sitemap-pages.xml',
      ...Array.from({ length: Math.ceil(counts.recipes / perFile) }, (_, i) => `sitemap-recipes-${i + 1}.xml`),
      ...Array.from({ length: Math.ceil(counts.members / perFile) }, (_, i) => `sitemap-members-${i + 1}.xml`),
    ];
    sendXml(res, sitemapIndex(origin, files));
  });

  router.get('/sitemap-pages.xml', async (req, res) => sendXml(res, urlSet(originOf(req), await pageEntries(deps.db))));

  router.get(/^\/sitemap-(recipes|members)-([1-9]\d{0,5})\.xml$/, async (req, res, next) => {
    const match = /^\/sitemap-(recipes|members)-(\d+)\.xml$/.exec(req.path);
    const page = { offset: (Number(match?.[2]) - 1) * perFile, limit: perFile };
    const entries =
      match?.[1] === 'recipes'
        ? recipeEntries(await sitemapRecipes(deps.db, page))
        : memberEntries(await sitemapMembers(deps.db, page));
    if (entries.length === 0) return next();
    sendXml(res, urlSet(originOf(req), entries));
  });
  return router;
}
