/**
 * What an archive from another app may be („Rezepte umziehen“, POST /api/import/archive) and the German answers
 * when it is not. Checked in a media child before anything is stored (server/src/services/import/archive).
 */

/** The uploaded file: a Mealie, Tandoor, Paprika or Nextcloud zip, or a JSON file (RecipeSage, schema.org). */
export const MAX_ARCHIVE_BYTES = 200 * 1024 * 1024;
/** Files in the zip (folders count), inner zips of a Tandoor export included. */
export const MAX_ARCHIVE_ENTRIES = 25_000;
/** Recipes in one archive. */
export const MAX_ARCHIVE_RECIPES = 5_000;
/** One file unpacked (a recipe's JSON, a photo, one of Tandoor's inner zips). */
export const MAX_ENTRY_BYTES = 32 * 1024 * 1024;
/** Everything unpacked together, inner zips counted with their content. */
export const MAX_INFLATED_BYTES = 1024 * 1024 * 1024;
/** Unpacked to packed size of one file; above it (and above 1 MB unpacked) the file is a zip bomb. */
export const MAX_COMPRESSION_RATIO = 200;
export const RATIO_FLOOR_BYTES = 1024 * 1024;
/** A JSON value nested deeper than this is refused before anything walks it. */
export const MAX_JSON_DEPTH = 64;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const ARCHIVE_REQUIRED = 'Bitte wähle eine Exportdatei aus (Feld „file“).';
export const ARCHIVE_TOO_LARGE = `Die Datei ist zu groß: Ein Umzug darf höchstens ${mb(MAX_ARCHIVE_BYTES)} haben. Teile die Sammlung bitte auf.`;
export const ARCHIVE_UNKNOWN_FORMAT =
  'Dieses Dateiformat kennen wir nicht. Unterstützt werden Exporte von Mealie, Tandoor, Paprika, Nextcloud Cookbook und RecipeSage sowie schema.org-Rezepte als JSON.';
export const ARCHIVE_DAMAGED = 'Die Zip-Datei ist beschädigt und kann nicht gelesen werden.';
export const ARCHIVE_TOO_MANY_ENTRIES = `Die Zip-Datei enthält zu viele Dateien (höchstens ${MAX_ARCHIVE_ENTRIES.toLocaleString('de-DE')}).`;
export const ARCHIVE_TOO_MANY_RECIPES = `Die Datei enthält zu viele Rezepte (höchstens ${MAX_ARCHIVE_RECIPES.toLocaleString('de-DE')} je Umzug). Teile die Sammlung bitte auf.`;
export const ARCHIVE_ENTRY_TOO_LARGE = `Eine Datei in der Zip-Datei ist entpackt größer als ${mb(MAX_ENTRY_BYTES)}.`;
export const ARCHIVE_INFLATED_TOO_LARGE = 'Die Zip-Datei ist entpackt größer als 1 GB.';
export const ARCHIVE_BOMB = 'Die Zip-Datei ist auffällig stark gepackt (Zip-Bombe?) und wird nicht entpackt.';
export const ARCHIVE_UNSAFE_PATH = 'Die Zip-Datei enthält unzulässige Dateipfade (z. B. „../“ oder absolute Pfade).';
export const ARCHIVE_NESTED_TOO_DEEP =
  'Die Zip-Datei enthält verschachtelte Archive. Erlaubt ist nur eine Ebene (wie im Tandoor-Export).';
export const ARCHIVE_BROKEN_JSON = 'Die Datei ist kein gültiges JSON.';
export const ARCHIVE_JSON_TOO_DEEP = `Die JSON-Datei ist zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen).`;
export const ARCHIVE_NO_RECIPES = 'In der Datei wurden keine Rezepte gefunden.';
export const ARCHIVE_ALREADY_RUNNING =
  'Es läuft bereits ein Umzug. Bitte warte, bis er fertig ist, bevor du die nächste Datei hochlädst.';
export const ARCHIVE_IMPORT_NOT_FOUND = 'Diesen Umzug gibt es nicht.';

/** Per recipe, in the report. */
export const ENTRY_BROKEN_JSON = 'Die Rezeptdatei ist kein gültiges JSON.';
export const ENTRY_NOT_A_RECIPE = 'Die Datei enthält kein lesbares Rezept.';
export const ENTRY_NO_TITLE = 'Das Rezept hat keinen Titel.';
export const ENTRY_NO_INGREDIENTS = 'Das Rezept hat keine Zutaten.';
export const ENTRY_NO_STEPS = 'Das Rezept hat keine Zubereitungsschritte.';
export const ENTRY_DUPLICATE = 'Schon vorhanden: Du hast ein Rezept mit diesem Titel und dieser Quelle.';
