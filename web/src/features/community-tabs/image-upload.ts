import { IMAGE_FILE_RULE } from '@kochclip/core';
import { formFileProblem } from '../../lib/form-file';

/** Client-side checks are the contract's (spec part 2 §5); the server decides by the file's bytes. */
export const IMAGE_HINT = 'JPG, PNG oder GIF, höchstens 5 MB';

/** The server's German refusal for this photo (missing, over 5 MB, not an image type), or null. */
export function checkImage(file: File | null): string | null {
  return formFileProblem(IMAGE_FILE_RULE, file);
}
