import { HTML_TOO_LARGE, MAX_HTML_BYTES } from '@kochclip/core';
import { AppError } from '../../errors';
import { getRecipe } from '../../shared/recipe-detail';
import type { TQuotaGate } from '../ai-quota';
import { beforeCreation, persist, prefsOf, unsavedRecipe, viewerOf, withQuotaGate, type TCreateDeps } from '../create.service';
import type { TCreatedDraft } from '../../shared/draft.schemas';
import { saveMachineDraft } from '../drafts/machine-draft';
import type { TWebsiteDraft } from '../../ports/creator';
import { findRecipeBySource } from '../../shared/save-recipe';
import type { TImportedRecipe, TImportHtmlInput, TImportUrlInput } from './import.schemas';
import { canonicalPageUrl, cleanPageUrl, parsePageUrl } from './source-url';

export const INVALID_PAGE_URL =
  'Ungültiger Link. Bitte gib die Adresse einer Webseite ein (beginnend mit http:// oder https://).';

async function existingRecipe(deps: TCreateDeps, id: number): Promise<TImportedRecipe> {
  const recipe = await getRecipe(deps.db, { id, viewer: viewerOf(deps.member) });
  return { ...recipe, saved: true, existing: true, extraction: null };
}

/**
 * Saves (or, with saveToDatabase false, only returns) what the creator read. `canonical` is the page's key for
 * "one recipe per page": only pages Kochclip fetched itself get one, so a member cannot claim someone else's page
 * with HTML of their own.
 */
async function deliver(
  deps: TCreateDeps,
  gate: TQuotaGate,
  draft: TWebsiteDraft,
  options: { save: boolean; canonical: string | null; draft: boolean; shared?: boolean },
): Promise<TImportedRecipe | TCreatedDraft> {
  const page = { url: draft.source.url, canonical: options.canonical, site: draft.source.siteName, author: draft.source.author };
  if (options.draft) {
    return saveMachineDraft(deps, draft, {
      origin: options.shared ? 'share' : 'website',
      source: { recipeSource: 'website', video: null, page },
    });
  }
  if (!options.save) {
    return { ...unsavedRecipe(deps.member, draft, draft.source), existing: false, extraction: draft.extraction };
  }
  const saved = await persist(deps, draft, 'website', undefined, page);
  // Another request saved this page first: the member gets that recipe and this generation is not counted.
  if (!saved.created) {
    await gate.release();
    return existingRecipe(deps, saved.id);
  }
  const recipe = await getRecipe(deps.db, { id: saved.id, viewer: viewerOf(deps.member) });
  return { ...recipe, saved: true, existing: false, extraction: draft.extraction };
}

/** A public web page becomes a recipe once; the same page (in any link form) returns that recipe without a fetch. */
export async function importFromUrl(deps: TCreateDeps, input: TImportUrlInput): Promise<TImportedRecipe | TCreatedDraft> {
  const url = parsePageUrl(input.url);
  if (!url) throw new AppError('BAD_REQUEST', INVALID_PAGE_URL);
  const existing = await findRecipeBySource(deps.db, canonicalPageUrl(url), deps.member.id);
  if (existing) return existingRecipe(deps, existing.id);
  await beforeCreation(deps, input.draft);
  return withQuotaGate(deps, async (gate) => {
    const draft = await deps.creator.fromWebsite({
      url: cleanPageUrl(url),
      member: prefsOf(deps.member),
      ai: gate,
      allowMissingSteps: input.draft,
    });
    const finalUrl = draft.source.url ? parsePageUrl(draft.source.url) : null;
    const canonical = canonicalPageUrl(finalUrl ?? url);
    // The link redirected to a page imported before.
    const again = await findRecipeBySource(deps.db, canonical, deps.member.id);
    if (again) {
      await gate.release();
      return existingRecipe(deps, again.id);
    }
    return deliver(deps, gate, draft, { save: input.saveToDatabase, canonical, draft: input.draft, shared: input.shared });
  });
}

/** HTML the member sends (a saved page, a page behind a login): the same extraction, never fetched. */
export async function importFromHtml(deps: TCreateDeps, input: TImportHtmlInput): Promise<TImportedRecipe | TCreatedDraft> {
  if (Buffer.byteLength(input.html, 'utf8') > MAX_HTML_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', HTML_TOO_LARGE);
  const pageUrl = input.sourceUrl === undefined ? null : parsePageUrl(input.sourceUrl);
  if (input.sourceUrl !== undefined && !pageUrl) throw new AppError('BAD_REQUEST', INVALID_PAGE_URL);
  await beforeCreation(deps, input.draft);
  return withQuotaGate(deps, async (gate) => {
    const draft = await deps.creator.fromHtml({
      html: input.html,
      pageUrl: pageUrl ? cleanPageUrl(pageUrl) : null,
      member: prefsOf(deps.member),
      ai: gate,
      allowMissingSteps: input.draft,
    });
    return deliver(deps, gate, draft, { save: input.saveToDatabase, canonical: null, draft: input.draft });
  });
}
