import type { TRecipeCreator, TVideoRef } from '@kochclip/routers/ports';
import { AppError } from '@kochclip/routers/errors';
import { createBuiltinEngine } from './ai/builtin-engine';
import { noRecipeIn, VIDEO_FAILED, type TRecipeEngine } from './ai/engine';
import { createOpenAiEngine, type TOpenAiConfig } from './ai/openai-engine';
import { MIME_BY_KIND } from './files/sniff';
import { createGuardedClient, type TGuardedClient, type TResolver } from './http/guarded-client';
import { createPictureStore } from './images/recipe-picture';
import { createWebsiteClient, createWebsiteImport, MAX_PAGE_IMAGE_BYTES } from './import/website-import';
import { pdfText } from './media/media-work';
import type { TStorage } from './storage';
import { fetchVideoMetadata, type TVideoMetadata } from './video/video-metadata';
import { parseVideoUrl } from './video/video-url';

const PLATFORM_NAMES: Record<TVideoRef['platform'], string> = { tiktok: 'TikTok', instagram: 'Instagram', youtube: 'YouTube' };

export interface TRecipeCreatorDeps {
  storage: TStorage;
  /** With an LLM configured, the OpenAI engine; otherwise the built-in parser and OCR. */
  ai: TOpenAiConfig | null;
  client?: TGuardedClient;
  /** DNS for web pages and their pictures (tests map fake public hosts); the system resolver otherwise. */
  resolve?: TResolver;
  log: (line: string) => void;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The cause as the log needs it: the error's kind and message (a damaged PDF, a crashed media child). */
function causeText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

export function createRecipeCreator(deps: TRecipeCreatorDeps): TRecipeCreator {
  const client = deps.client ?? createGuardedClient();
  const engine: TRecipeEngine = deps.ai ? createOpenAiEngine(deps.ai, deps.log) : createBuiltinEngine();
  const pageClient = createWebsiteClient({ resolve: deps.resolve });
  const pageImageClient = createWebsiteClient({ resolve: deps.resolve, maxBytes: MAX_PAGE_IMAGE_BYTES });

  /** Anything but our own German errors (a corrupt image, a broken PDF) means the file could not be analysed. */
  const asFileFailure = (error: unknown): never => {
    if (error instanceof AppError) throw error;
    deps.log(`Datei nicht analysierbar: ${causeText(error)}`);
    throw noRecipeIn('file');
  };

  return {
    hasLlm: engine.usesLlm,
    parseVideoUrl,
    async fromVideo({ video, title, description, member, ai }) {
      let metadata: TVideoMetadata | null = null;
      try {
        metadata = await fetchVideoMetadata(client, video);
      } catch (error) {
        deps.log(`Video-Metadaten nicht abrufbar (${video.url}): ${errorText(error)}`);
      }
      // An unreachable host is only fatal when the member typed nothing we could use instead.
      if (!metadata && !title && !description) throw new AppError('BAD_GATEWAY', VIDEO_FAILED);
      const author = metadata?.author;
      const text = [description, metadata?.caption].filter((part) => part !== undefined && part.trim() !== '').join('\n\n');
      const recipe = await engine.fromText(
        {
          origin: 'video',
          text,
          title: title ?? metadata?.title,
          context: `Video auf ${PLATFORM_NAMES[video.platform]}${author ? ` von ${author}` : ''}`,
        },
        member,
        ai,
      );
      return {
        recipe,
        picture: metadata?.thumbnailUrl ? { kind: 'remote', url: metadata.thumbnailUrl } : { kind: 'none' },
        originalCreator: author ?? null,
      };
    },
    async fromFile({ data, kind, member, ai }) {
      if (kind === 'pdf') {
        const text = await pdfText(data).catch(asFileFailure);
        const recipe = text
          ? await engine.fromText({ origin: 'file', text, context: 'PDF-Datei (Textebene)' }, member, ai)
          : await engine.fromScannedPdf(data, member, ai);
        return { recipe, picture: { kind: 'none' }, originalCreator: null };
      }
      const recipe = await engine.fromImage({ data, mime: MIME_BY_KIND[kind] }, member, ai).catch(asFileFailure);
      return { recipe, picture: { kind: 'upload', data }, originalCreator: null };
    },
    ...createWebsiteImport({ pageClient, engine, log: deps.log }),
    async fromIdea({ request, member, ai }) {
      const recipe = await engine.fromIdea(request, member, ai);
      return { recipe, picture: { kind: 'none' }, originalCreator: null };
    },
    storePicture: createPictureStore({ client, pageClient: pageImageClient, storage: deps.storage, log: deps.log }),
    async discardPicture({ imageUrl, thumbnailUrl }) {
      await Promise.all([...new Set([imageUrl, thumbnailUrl])].map((url) => deps.storage.remove(url)));
    },
  };
}
