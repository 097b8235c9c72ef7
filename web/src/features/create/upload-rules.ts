import { FORM_ROUTES, fileRefusal } from '../../lib/post-form';
import type { TUploadProblem } from './upload-validation';

// The creator's upload limits and their German texts: the raw routes' contracts (`FORM_ROUTES`), the same the server
// answers with. Loaded when a file is chosen (upload-validation.ts): they bring zod, which the creator's first render
// does not need.

const TITLES = { 400: 'Keine Datei', 413: 'Datei zu groß', 415: 'Ungültiger Dateityp' } as const;

function problemOf(refusal: ReturnType<typeof fileRefusal>): TUploadProblem | null {
  return refusal && { title: TITLES[refusal.status], description: refusal.message };
}

/** Null when the saved web page may go to the HTML import (up to 2 MB). */
export function pageUploadProblem(file: File): TUploadProblem | null {
  return problemOf(fileRefusal(FORM_ROUTES.importHtml.file, file));
}

/** Null when the file may be uploaded. Some systems send no MIME type; then the extension decides. */
export function validateUpload(file: { name: string; type: string; size: number }): TUploadProblem | null {
  return problemOf(fileRefusal(FORM_ROUTES.analyzeFile.file, file));
}
