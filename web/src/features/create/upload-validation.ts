/** Upload rules of the creator (spec part 1 §5): PDF, JPEG/JPG, PNG, WebP up to 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

const ALLOWED_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/jpg', 'image/png', 'image/webp']);
const ALLOWED_EXTENSIONS = /\.(pdf|jpe?g|png|webp)$/i;

export interface TUploadProblem {
  title: string;
  description: string;
}

export const INVALID_TYPE: TUploadProblem = {
  title: 'Ungültiger Dateityp',
  description: 'Bitte lade nur PDF, JPG, PNG oder WebP Dateien hoch.',
};

export const TOO_LARGE: TUploadProblem = {
  title: 'Datei zu groß',
  description: 'Die Datei darf maximal 10MB groß sein.',
};

/** Null when the file may be uploaded. Some systems send no MIME type; then the extension decides. */
export function validateUpload(file: { name: string; type: string; size: number }): TUploadProblem | null {
  const typeOk = file.type ? ALLOWED_TYPES.has(file.type.toLowerCase()) : ALLOWED_EXTENSIONS.test(file.name);
  if (!typeOk) return INVALID_TYPE;
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE;
  return null;
}

/** "2,4 MB", "820 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
