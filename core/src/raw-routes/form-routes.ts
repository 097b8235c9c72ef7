import { z } from 'zod';
import { ARCHIVE_REQUIRED, ARCHIVE_TOO_LARGE, MAX_ARCHIVE_BYTES } from '../archive-limits';
import {
  FILE_REQUIRED,
  FILE_TOO_LARGE,
  HTML_TOO_LARGE,
  INVALID_FILE_TYPE,
  MAX_HTML_BYTES,
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
import { IMAGE_FILE_RULE, type TFileRule } from './file-rules';

/**
 * The multipart routes as the wire sees them: path, form parts, the one file's limits with the server's German
 * refusals, and the answer. The server serves them (server/src/raw-routes), routers adds what openapi.json documents
 * (routers/src/raw-routes/raw-routes.ts), and the web app posts them with `postForm` (web/src/lib/post-form.ts),
 * which checks these limits before it sends a byte.
 */

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
  ({ method: 'post', path, multipart: z.object({ image: imagePart }), file: IMAGE_FILE_RULE, output }) satisfies TFormRoute;

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
    file: {
      part: 'file',
      maxBytes: MAX_HTML_BYTES,
      tooLarge: HTML_TOO_LARGE,
      missing: 'Bitte wähle eine Datei aus (Feld „file“).',
    },
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
    file: IMAGE_FILE_RULE,
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
    file: IMAGE_FILE_RULE,
    output: ZChallengeSubmission,
  },
  recipeImage: {
    method: 'post',
    path: '/recipes/{id}/image',
    pathParams: idParam('Rezept-ID'),
    multipart: z.object({ image: imagePart }),
    file: IMAGE_FILE_RULE,
    output: ZRecipePicture,
  },
  draftImage: {
    method: 'post',
    path: '/drafts/{id}/image',
    pathParams: idParam('Entwurfs-ID'),
    multipart: z.object({ image: imagePart }),
    file: IMAGE_FILE_RULE,
    output: ZRecipePicture,
  },
  profileImage: profilePicture('/user/profile-image', ZProfileImageUrl),
  headerImage: profilePicture('/user/header-image', ZHeaderImageUrl),
} as const satisfies Record<string, TFormRoute>;

/** `/recipes/{id}/user-images` with `{ id: 7 }` -> `/api/recipes/7/user-images`. */
export function apiPathOf(route: Pick<TFormRoute, 'path'>, params: Record<string, string | number> = {}): string {
  return `/api${route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')))}`;
}
