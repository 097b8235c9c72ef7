import type { TVideoPlatform } from '@kochclip/db/schema';
import type { TExtractionMethod } from '../create/import/import.schemas';
import type { TRecipeDraft } from '../create/create.schemas';

/** A supported video link in canonical form; `url` is the cleaned link shown on the recipe. */
export interface TVideoRef {
  platform: TVideoPlatform;
  canonical: string;
  url: string;
}

/** What the engines adapt a recipe to. */
export interface TMemberPrefs {
  kitchenDevices: string[];
  allergies: string[];
}

export type TFileKind = 'pdf' | 'jpeg' | 'png' | 'webp';

export type TIdeaRequest = { type: 'ingredients'; ingredients: string[] } | { type: 'prompt'; prompt: string };

/**
 * The engine decides whether it needs the LLM; every LLM call goes through the gate, which reserves one
 * generation of the member's monthly quota first and gives it back when the call fails.
 */
export interface TAiGate {
  run: <T>(generate: () => Promise<T>) => Promise<T>;
}

/** 'remote' comes from a video platform's hosts, 'page' from any public web page (fetched with the website client). */
export type TPicture =
  { kind: 'remote'; url: string } | { kind: 'page'; url: string } | { kind: 'upload'; data: Uint8Array } | { kind: 'none' };

export interface TDraftResult {
  recipe: TRecipeDraft;
  picture: TPicture;
  originalCreator: string | null;
}

/** Where an imported recipe comes from: the page (after redirects), its site's name and the author it names. */
export interface TPageSource {
  url: string | null;
  siteName: string | null;
  author: string | null;
}

export interface TWebsiteDraft extends TDraftResult {
  extraction: TExtractionMethod;
  source: TPageSource;
}

/**
 * Everything recipe creation needs from the outside world (video hosts, LLM, OCR, image storage).
 * Implemented in server/ and handed to the routers through the context, so routers never import server code.
 */
export interface TRecipeCreator {
  /** True when an LLM is configured: ideas become new recipes and LLM calls count against the quota. */
  readonly hasLlm: boolean;
  parseVideoUrl: (raw: string) => TVideoRef | null;
  fromVideo: (params: {
    video: TVideoRef;
    title?: string;
    description?: string;
    member: TMemberPrefs;
    ai: TAiGate;
  }) => Promise<TDraftResult>;
  fromFile: (params: { data: Uint8Array; kind: TFileKind; member: TMemberPrefs; ai: TAiGate }) => Promise<TDraftResult>;
  /**
   * Fetches a public web page (guarded client: public addresses, 3 redirects, 2 MB) and reads its recipe; the
   * LLM is asked (through the gate) only when no structured or written recipe is found.
   */
  fromWebsite: (params: {
    url: string;
    member: TMemberPrefs;
    ai: TAiGate;
    allowMissingSteps?: boolean;
  }) => Promise<TWebsiteDraft>;
  /**
   * The same extraction for HTML the member sends; `pageUrl` resolves relative links and names the source.
   * `allowMissingSteps` (drafts only): a page with ingredients and no steps gives its ingredients and an empty step
   * list instead of a refusal; such a result is only ever stored as a draft, which says what is missing.
   */
  fromHtml: (params: {
    html: string;
    pageUrl: string | null;
    member: TMemberPrefs;
    ai: TAiGate;
    allowMissingSteps?: boolean;
  }) => Promise<TWebsiteDraft>;
  /** Only called when hasLlm is true. */
  fromIdea: (params: { request: TIdeaRequest; member: TMemberPrefs; ai: TAiGate }) => Promise<TDraftResult>;
  /**
   * Stores the recipe picture (thumbnail, photo or illustration) and returns its public URLs; `illustration`
   * says the picture is the generated stand-in that a background job may replace with a generated photo.
   */
  storePicture: (
    picture: TPicture,
    recipe: Pick<TRecipeDraft, 'title' | 'category' | 'tags'>,
  ) => Promise<{ imageUrl: string; thumbnailUrl: string; illustration: boolean }>;
  /** Removes what storePicture stored, when no recipe came to use it. */
  discardPicture: (picture: { imageUrl: string; thumbnailUrl: string }) => Promise<void>;
}
