import type { TRecipeCreator, TWebsiteDraft } from '@kochclip/routers/ports';
import { AppError } from '@kochclip/routers/errors';
import { cleanPageUrl, parsePageUrl } from '@kochclip/routers/server';
import { NO_RECIPE_ON_PAGE, type TRecipeEngine } from '../ai/engine';
import { createGuardedClient, WEBSITE_USER_AGENT, type TGuardedClient, type TResolver } from '../http/guarded-client';
import { MEDIA_TOO_COSTLY } from '../media/media-pool';
import { htmlRecipe } from '../media/media-work';
import { fetchPage } from './page-fetch';

export const PAGE_TOO_COSTLY = 'Die Seite ist zu aufwendig aufgebaut, um sie zu lesen.';
/** A page with ingredients and no steps: a recipe needs at least one step, and none is invented. */
export const NO_STEPS_ON_PAGE =
  'Auf dieser Seite stehen Zutaten, aber keine Zubereitungsschritte. Ohne Zubereitung kann das Rezept nicht übernommen werden.';
/** Pictures of recipe pages: larger than HTML, never more than a member photo. */
export const MAX_PAGE_IMAGE_BYTES = 5 * 1024 * 1024;

/** The client for web pages and their pictures: any public host, http or https, 3 redirects. */
export function createWebsiteClient(options: { resolve?: TResolver; maxBytes?: number } = {}): TGuardedClient {
  return createGuardedClient({
    allowedHosts: 'public',
    allowHttp: true,
    userAgent: WEBSITE_USER_AGENT,
    maxRedirects: 3,
    ...options,
  });
}

const hostOf = (url: string | null) => (url ? (parsePageUrl(url)?.hostname.replace(/^www\./, '') ?? null) : null);

export interface TWebsiteImportDeps {
  pageClient: TGuardedClient;
  engine: TRecipeEngine;
  log: (line: string) => void;
}

/** Reads recipes from web pages: extraction on a media worker, the LLM only when nothing else found one. */
export function createWebsiteImport(deps: TWebsiteImportDeps): Pick<TRecipeCreator, 'fromWebsite' | 'fromHtml'> {
  async function read(
    html: string,
    pageUrl: string | null,
    member: Parameters<TRecipeCreator['fromHtml']>[0]['member'],
    ai: Parameters<TRecipeCreator['fromHtml']>[0]['ai'],
    allowMissingSteps = false,
  ): Promise<TWebsiteDraft> {
    const page = await htmlRecipe(html, pageUrl ?? 'about:blank').catch((error: unknown) => {
      if (error instanceof AppError)
        throw error.message === MEDIA_TOO_COSTLY ? new AppError('BAD_REQUEST', PAGE_TOO_COSTLY) : error;
      deps.log(`Seite nicht lesbar (${pageUrl ?? 'gesendetes HTML'}): ${error instanceof Error ? error.message : String(error)}`);
      throw new AppError('BAD_REQUEST', NO_RECIPE_ON_PAGE);
    });
    const url = pageUrl ?? page.canonicalUrl;
    const source = { url, siteName: page.siteName ?? hostOf(url), author: page.author };
    const picture = page.imageUrl ? ({ kind: 'page', url: page.imageUrl } as const) : ({ kind: 'none' } as const);
    if (page.draft && page.method) {
      return { recipe: page.draft, picture, originalCreator: null, extraction: page.method, source };
    }
    // A draft takes the ingredients of a page without steps as they are; the member writes the steps (none invented).
    const stepless = allowMissingSteps ? page.steplessDraft : null;
    if (stepless) {
      const steplessPicture = stepless.imageUrl ? ({ kind: 'page', url: stepless.imageUrl } as const) : picture;
      return {
        recipe: stepless.draft,
        picture: steplessPicture,
        originalCreator: null,
        extraction: stepless.method,
        source: { ...source, author: stepless.author ?? source.author },
      };
    }
    if (!deps.engine.usesLlm || page.text.trim() === '')
      throw new AppError('BAD_REQUEST', page.stepsMissing ? NO_STEPS_ON_PAGE : NO_RECIPE_ON_PAGE);
    const recipe = await deps.engine.fromText(
      {
        origin: 'website',
        text: page.text,
        title: page.pageTitle ?? undefined,
        context: `Webseite${source.siteName ? ` ${source.siteName}` : ''}${url ? ` (${url})` : ''}`,
      },
      member,
      ai,
    );
    return { recipe, picture, originalCreator: null, extraction: 'llm', source };
  }

  return {
    async fromWebsite({ url, member, ai, allowMissingSteps }) {
      const page = await fetchPage(deps.pageClient, url);
      const finalUrl = parsePageUrl(page.url);
      return read(page.html, finalUrl ? cleanPageUrl(finalUrl) : url, member, ai, allowMissingSteps);
    },
    fromHtml: ({ html, pageUrl, member, ai, allowMissingSteps }) => read(html, pageUrl, member, ai, allowMissingSteps),
  };
}
