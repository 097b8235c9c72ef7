import { IMAGE_INVALID_TYPE, IMAGE_REQUIRED, IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '../upload-limits';

/**
 * A multipart route's file rules and the check the server and the web app share, without zod: a page that only
 * checks a photo before its upload (the recipe page's community photos) loads no schema (form-routes.ts has them).
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

const IMAGE_TYPES = {
  mime: ['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/gif', 'image/webp'],
  extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  message: IMAGE_INVALID_TYPE,
} as const;

/** A photo: JPG, PNG, GIF or WebP up to 5 MB (community photos, challenge entries, recipe, profile and header pictures). */
export const IMAGE_FILE_RULE = {
  part: 'image',
  maxBytes: MAX_IMAGE_BYTES,
  tooLarge: IMAGE_TOO_LARGE,
  missing: IMAGE_REQUIRED,
  types: IMAGE_TYPES,
} as const satisfies TFileRule;

/**
 * The file's refusal the server would answer, or null when it may be sent: empty, over the limit (inclusive), or of
 * a type the route does not take, in the order the server checks. The declared type decides; a file without one is judged by its name's ending.
 */
export function fileRefusal(
  rule: TFileRule,
  file: { name?: string; type: string; size: number } | null | undefined,
): TFormRefusal | null {
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
