/**
 * What an upload may be and the German answers when it is not: the limits of the multipart routes' contracts
 * (`FORM_ROUTES`, core/src/raw-routes), which the server enforces (server/src/raw-routes, media) and the web app
 * checks before sending (web/src/lib/post-form.ts).
 */

/** Recipe files (POST /analyze-file), spec part 1 §5: up to 10 MB inclusive. */
export const MAX_RECIPE_FILE_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE = 'Die Datei darf maximal 10MB groß sein.';
export const INVALID_FILE_TYPE = 'Bitte lade nur PDF, JPG, PNG oder WebP Dateien hoch.';
export const FILE_REQUIRED = 'Bitte wähle eine Datei aus (Feld „file“).';
export const FILE_NOT_ANALYSABLE = 'Die Datei konnte nicht analysiert werden.';

/** Photos members share (community images, challenge entries, profile and header images), spec part 2 §5. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'Datei zu groß: Bitte wähle ein Bild unter 5 MB aus.';
export const IMAGE_INVALID_TYPE = 'Ungültiger Dateityp: Bitte wähle eine Bilddatei aus (JPG, PNG, GIF oder WebP).';
export const IMAGE_REQUIRED = 'Bild erforderlich';

/**
 * Decoded pixels an image may have (width × height of the first frame), read from its header before anything is
 * decoded: 40 megapixels take every common camera photo up to 36 MP (6960 × 4640 = 32.3 MP, 7360 × 4912 =
 * 36.2 MP) and keep one decode under about 160 MiB of pixels in a media child.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_TOO_MANY_PIXELS = `Das Bild ist zu groß: Bitte lade ein Bild mit höchstens ${MAX_IMAGE_PIXELS / 1_000_000} Megapixeln hoch.`;

/**
 * What one PDF may cost before or while its text is read. A recipe is a page or two: these are far above any
 * recipe and far below what takes a reader's memory.
 */
/** Decoded size of all streams but images, all together; counted before pdf.js reads the file. */
export const MAX_PDF_INFLATED_BYTES = 16 * 1024 * 1024;
/** Pages a PDF may have; more are refused (413) as soon as the page tree is read. */
export const MAX_PDF_PAGES = 100;
/** Pages whose text is read; the rest of an accepted file is ignored. */
export const MAX_PDF_TEXT_PAGES = 20;
/** Text kept from the file; reading stops here, the text so far is used. */
export const MAX_PDF_TEXT_CHARS = 50_000;
export const PDF_TOO_LARGE_INFLATED = `Das PDF ist zu groß: Entpackt enthält es mehr als ${MAX_PDF_INFLATED_BYTES / 1024 / 1024} MB. Bitte lade eine kleinere Datei hoch.`;
export const PDF_TOO_MANY_PAGES = `Das PDF hat zu viele Seiten: Bitte lade eine Datei mit höchstens ${MAX_PDF_PAGES} Seiten hoch.`;

/** Untrusted files are read in media child processes with a bounded queue (server/src/services/media). */
export const MEDIA_BUSY = 'Der Server ist gerade ausgelastet. Bitte versuche es in einer Minute erneut.';
export const MEDIA_TOO_COSTLY = 'Die Datei ist zu aufwendig zu verarbeiten. Bitte lade eine kleinere oder einfachere Datei hoch.';

/** Saved web pages (POST /import/html) and fetched ones (POST /import/url): HTML of one page. */
export const MAX_HTML_BYTES = 2 * 1024 * 1024;
export const HTML_TOO_LARGE = 'Die Seite ist zu groß (höchstens 2 MB HTML).';
export const NOT_A_PAGE_UPLOAD = 'Bitte lade eine gespeicherte Webseite hoch (.html).';
export const WRONG_PAGE_CONTENT_TYPE =
  'Bitte sende die Seite als multipart/form-data (Feld „file“) oder als JSON mit „html“ und optional „sourceUrl“.';

/** The Stripe webhook. */
export const INVALID_SIGNATURE = 'Ungültige oder veraltete Webhook-Signatur.';
