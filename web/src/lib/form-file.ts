import { fileRefusal, type TFileRule } from '@kochclip/core';

/** The file's refusal as the server would answer it (core's `fileRefusal`), for a browser `File` or `Blob`. */
export function refusalOf(rule: TFileRule, file: File | Blob | null) {
  return fileRefusal(rule, file && { name: file instanceof File ? file.name : undefined, type: file.type, size: file.size });
}

/**
 * What a raw route would refuse before a byte is sent, as the server words it; null when the file may go. Without
 * zod (post-form.ts, which sends the form and parses the answer, loads when the form is sent).
 */
export function formFileProblem(rule: TFileRule, file: File | Blob | null | undefined): string | null {
  return refusalOf(rule, file ?? null)?.message ?? null;
}
