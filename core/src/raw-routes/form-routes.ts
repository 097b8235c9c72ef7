import { z } from 'zod';
import { ARCHIVE_REQUIRED, ARCHIVE_TOO_LARGE, MAX_ARCHIVE_BYTES } from '../archive-limits';
import {
  FILE_REQUIRED,
  FILE_TOO_LARGE,
  HTML_TOO_LARGE,
  IMAGE_INVALID_TYPE,
  IMAGE_REQUIRED,
  IMAGE_TOO_LARGE,
  INVALID_FILE_TYPE,
  MAX_HTML_BYTES,
  MAX_IMAGE_BYTES,
  MAX_RECIPE_FILE_BYTES,
} from '../upload-limits';
import {
  ZArchiveImport,
  ZChallengeSubmission,
  ZCreatedDraft,
  ZHeaderImageUrl,
  ZImportResult,
  ZProfileImageUrl,
  ZRecipeDetail,
  ZRecipePicture,
  ZUserImage,
} from './answers';

/**
 * The multipart routes as the wire sees them: path, form parts, the one file's limits with the server's German
 * refusals, and the answer. The server serves them (server/src/raw-routes), routers adds what openapi.json documents
 * (routers/src/raw-routes/raw-routes.ts), and the web app posts them with `postForm` (web/src/lib/post-form.ts),
 * which checks these limits before it sends a byte.
 */

/** A refusal as the server answers it: status, code and German message. */
export interface TFormRefusal {
  status: 400 | 413 | 415;
  code: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE';
  message: string;
}

export interface TFileRule<P extends string = string> {
  /** The form part that carries the file. */
  part: P;
  /** Inclusive. */
  maxBytes: number;
  tooLarge: string;
  /** A missing or empty file. */
  missing: string;
  /**
   * What the browser may declare (or, when it declares nothing, how the name may end). The server decides by the
   * first bytes; absent, only the content decides (a saved page, an archive).
   */
  types?: { mime: readonly string[]; extensions: readonly string[]; message: string };
}

export interface TFormRoute<P extends string = string> {
  method: 'post';
  /** The path below /api, OpenAPI style (`/recipes/{id}/user-images`). */
  path: string;
  pathParams?: z.ZodObject;
  /** Every part of the form; the file part is `filePart`. */
  multipart: z.ZodObject;
  file: TFileRule<P>;
  output: z.ZodType;
  /** 202 for work that goes on after the answer (a job); 200 unless said. */
  outputStatus?: 202;
}

/** A file part of a multipart form, documented as binary. */
export const filePart = (description: string) => z.string().meta({ format: 'binary', description });

const IMAGE_TYPES = {
  mime: ['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/gif', 'image/webp'],
  extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  message: IMAGE_INVALID_TYPE,
} as const;

const imageRule = { part: 'image', maxBytes: MAX_IMAGE_BYTES, tooLarge: IMAGE_TOO_LARGE, missing: IMAGE_REQUIRED, types: IMAGE_TYPES } as const;
const imagePart = filePart('JPG, PNG, GIF oder WebP (max. 5 MB)');
const descriptionPart = z.string().max(500).optional().meta({ description: 'Beschreibung (optional, höchstens 500 Zeichen)' });
const idParam = (description: string) => z.object({ id: z.number().int().min(1).max(2_147_483_647).meta({ description }) });

const DRAFT_FIELD =
  'true: kein Rezept speichern, sondern einen Entwurf zum Prüfen (GET /api/drafts/{id}); die Antwort nennt `draftId` statt der Rezept-ID. Volle Entwürfe (50) antworten 409.';
export const draftPart = z.enum(['true', 'false']).optional().meta({ description: DRAFT_FIELD });
export const sourceUrlPart = z.string().max(2048).optional().meta({
  description: 'Adresse der Seite (optional): löst relative Links auf und wird als Quelle gezeigt',
});

const profilePicture = (path: string, output: z.ZodObject) =>
  ({ method: 'post', path, multipart: z.object({ image: imagePart }), file: imageRule, output }) satisfies TFormRoute;

export const FORM_ROUTES = {
  analyzeFile: {
    method: 'post',
    path: '/analyze-file',
    multipart: z.object({ file: filePart('PDF, JPG, PNG oder WebP (max. 10 MB)'), draft: draftPart }),
    file: {
      part: 'file',
      maxBytes: MAX_RECIPE_FILE_BYTES,
      tooLarge: FILE_TOO_LARGE,
      missing: FILE_REQUIRED,
      types: {
        mime: ['application/pdf', 'image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/webp'],
        extensions: ['pdf', 'jpg', 'jpeg', 'png', 'webp'],
        message: INVALID_FILE_TYPE,
      },
    },
    output: z.union([ZRecipeDetail, ZCreatedDraft]),
  },
  importHtml: {
    method: 'post',
    path: '/import/html',
    multipart: z.object({
      file: filePart('Gespeicherte Webseite (.html, höchstens 2 MB)'),
      sourceUrl: sourceUrlPart,
      saveToDatabase: z.enum(['true', 'false']).optional().meta({ description: 'false: nur auslesen, nichts speichern' }),
      draft: draftPart,
    }),
    file: { part: 'file', maxBytes: MAX_HTML_BYTES, tooLarge: HTML_TOO_LARGE, missing: 'Bitte wähle eine Datei aus (Feld „file“).' },
    output: ZImportResult,
  },
  importArchive: {
    method: 'post',
    path: '/import/archive',
    multipart: z.object({
      file: filePart('Exportdatei (Zip, .paprikarecipes oder JSON, höchstens 200 MB)'),
      visibility: z
        .enum(['public', 'private'])
        .optional()
        .meta({ description: 'private („Nur für mich“, Standard) oder public (für alle sichtbar)' }),
    }),
    file: { part: 'file', maxBytes: MAX_ARCHIVE_BYTES, tooLarge: ARCHIVE_TOO_LARGE, missing: ARCHIVE_REQUIRED },
    output: ZArchiveImport,
    outputStatus: 202,
  },
  userImage: {
    method: 'post',
    path: '/recipes/{id}/user-images',
    pathParams: idParam('Rezept-ID'),
    multipart: z.object({ image: imagePart, description: descriptionPart }),
    file: imageRule,
    output: ZUserImage,
  },
  challengeEntry: {
    method: 'post',
    path: '/challenges/{id}/submit',
    pathParams: idParam('Challenge-ID'),
    multipart: z.object({
      recipeId: z.number().int().min(1).max(2_147_483_647).meta({ description: 'Rezept-ID' }),
      image: imagePart,
      description: descriptionPart,
    }),
    file: imageRule,
    output: ZChallengeSubmission,
  },
  recipeImage: {
    method: 'post',
    path: '/recipes/{id}/image',
    pathParams: idParam('Rezept-ID'),
    multipart: z.object({ image: imagePart }),
    file: imageRule,
    output: ZRecipePicture,
  },
  draftImage: {
    method: 'post',
    path: '/drafts/{id}/image',
    pathParams: idParam('Entwurfs-ID'),
    multipart: z.object({ image: imagePart }),
    file: imageRule,
    output: ZRecipePicture,
  },
  profileImage: profilePicture('/user/profile-image', ZProfileImageUrl),
  headerImage: profilePicture('/user/header-image', ZHeaderImageUrl),
} as const satisfies Record<string, TFormRoute>;

/**
 * The file's refusal the server would answer, or null when it may be sent: empty, over the limit (inclusive), or of
 * a type the route does not take, in the order the server checks. The declared type decides; a file without one is judged by its name's ending.
 */
export function fileRefusal(rule: TFileRule, file: { name?: string; type: string; size: number } | null | undefined): TFormRefusal | null {
  if (!file || file.size === 0) return { status: 400, code: 'BAD_REQUEST', message: rule.missing };
  if (file.size > rule.maxBytes) return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: rule.tooLarge };
  if (rule.types) {
    const declared = file.type.toLowerCase();
    const ending = /\.([a-z0-9]+)$/i.exec(file.name ?? '')?.[1]?.toLowerCase() ?? '';
    const accepted = declared ? rule.types.mime.includes(declared) : rule.types.extensions.includes(ending);
    if (!accepted) return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: rule.types.message };
  }
  return null;
}

/** `/recipes/{id}/user-images` with `{ id: 7 }` -> `/api/recipes/7/user-images`. */
export function apiPathOf(route: Pick<TFormRoute, 'path'>, params: Record<string, string | number> = {}): string {
  return `/api${route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')))}`;
}
