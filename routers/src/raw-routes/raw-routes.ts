import { z } from 'zod';
import type { TAppErrorCode } from '../errors';
import {
  ARCHIVE_ALREADY_RUNNING,
  ARCHIVE_BOMB,
  ARCHIVE_BROKEN_JSON,
  ARCHIVE_DAMAGED,
  ARCHIVE_ENTRY_TOO_LARGE,
  ARCHIVE_INFLATED_TOO_LARGE,
  ARCHIVE_JSON_TOO_DEEP,
  ARCHIVE_NESTED_TOO_DEEP,
  ARCHIVE_NO_RECIPES,
  ARCHIVE_REQUIRED,
  ARCHIVE_TOO_LARGE,
  ARCHIVE_TOO_MANY_ENTRIES,
  ARCHIVE_TOO_MANY_RECIPES,
  ARCHIVE_UNKNOWN_FORMAT,
  ARCHIVE_UNSAFE_PATH,
} from '@kochclip/core';
import { draftPart, FORM_ROUTES, sourceUrlPart, type TFileRule } from '@kochclip/core/raw-routes';
import { DRAFT_NOT_FOUND, DRAFTS_FULL } from '../drafts/drafts.schemas';
import { PAYMENT_PROVIDER_FAILED, PAYMENTS_NOT_CONFIGURED } from '../ports/payments';
import { FEED_NOT_FOUND } from '../kitchen/meal-plan-feed.service';
import { ZDeleteAccountResult } from '../account/account.schemas';
import { LAST_ADMIN_DELETE, SUBSCRIPTION_NOT_CANCELLABLE, WRONG_PASSWORD } from '../account/delete-account.service';
import { EXPORT_GONE, EXPORT_LINK_INVALID, ZExportLinkQuery } from '../account/export-link';
import { ZDeleteAccountInput } from '@kochclip/core/validators';
import {
  FILE_NOT_ANALYSABLE,
  FILE_TOO_LARGE,
  HTML_TOO_LARGE,
  IMAGE_INVALID_TYPE,
  IMAGE_REQUIRED,
  IMAGE_TOO_LARGE,
  IMAGE_TOO_MANY_PIXELS,
  INVALID_FILE_TYPE,
  INVALID_SIGNATURE,
  MAX_PDF_PAGES,
  MAX_PDF_TEXT_CHARS,
  MAX_PDF_TEXT_PAGES,
  MAX_IMAGE_PIXELS,
  MEDIA_BUSY,
  MEDIA_TOO_COSTLY,
  NOT_A_PAGE_UPLOAD,
  PDF_TOO_LARGE_INFLATED,
  PDF_TOO_MANY_PAGES,
} from '@kochclip/core';

/**
 * The routes beside the procedures, whose body or answer is not JSON (multipart uploads, the raw Stripe webhook,
 * the meal plan's iCalendar feed): their method, path, body, answer and refusals, written once. A multipart route's
 * wire (path, parts, file limits, answer) is its `FORM_ROUTES` entry in @kochclip/core, which the web app posts
 * with; this adds what the documentation says. The server serves them at these paths with these output schemas
 * (server/src/raw-routes), and openapi.json documents them from here (openapi/raw-route-paths.ts).
 */
export interface TErrorDoc {
  /** A tRPC code, or `GONE` for what a raw route answers with 410 (tRPC has no code for it). */
  code: TAppErrorCode | 'GONE';
  /** The example answer's message. */
  message: string;
  /** Every case that answers this status, when there is more than one: `situation: „message“`. */
  cases?: string[];
}

export interface TRawRoute {
  method: 'get' | 'post' | 'delete';
  operationId: string;
  /** The path below /api, OpenAPI style (`/recipes/{id}/user-images`). */
  path: string;
  tags: string[];
  summary: string;
  description: string;
  /** Members (session cookie or bearer token), Stripe (its signature header), or whoever holds a secret link. */
  access: 'member' | 'stripe' | 'secret-link';
  /** Path parameters, each with its description. */
  pathParams?: z.ZodObject;
  /** Query parameters, each with its description. */
  queryParams?: z.ZodObject;
  /** The multipart form's parts; file parts are `filePart`. */
  multipart?: z.ZodObject;
  /** The form's file: its limits and the German refusals (`FORM_ROUTES` in @kochclip/core). */
  file?: TFileRule;
  /** The body as JSON, where the route also (or only) takes that. */
  json?: z.ZodType;
  output: z.ZodType;
  /** 202 for work that goes on after the answer (a job); 200 unless said. */
  outputStatus?: 202;
  /** The answer's media type; JSON unless said. */
  outputMediaType?: 'text/calendar' | 'application/zip';
  outputDescription: string;
  errors: Partial<Record<'400' | '401' | '403' | '404' | '409' | '410' | '413' | '415' | '429' | '502' | '503' | '504', TErrorDoc>>;
}

const UNAUTHORIZED: TErrorDoc = { code: 'UNAUTHORIZED', message: 'Anmeldung erforderlich' };
const TOO_MANY_PIXELS_CASE = `Bild über ${MAX_IMAGE_PIXELS / 1_000_000} Megapixel (Breite × Höhe laut Dateikopf): „${IMAGE_TOO_MANY_PIXELS}“`;
const MEDIA_BUSY_DOC: TErrorDoc = {
  code: 'SERVICE_UNAVAILABLE',
  message: MEDIA_BUSY,
  cases: [`Alle Dateiverarbeitungen sind belegt und die Warteschlange ist voll: „${MEDIA_BUSY}“`],
};
const AI_ANSWERS = {
  '429': {
    code: 'TOO_MANY_REQUESTS',
    message: 'Dein monatliches KI-Kontingent ist aufgebraucht. Mit Premium erhältst du 100 KI-Rezept-Generierungen pro Monat.',
  },
  '502': { code: 'BAD_GATEWAY', message: 'Die KI hat kein gültiges Rezept geliefert. Bitte versuche es erneut.' },
  '504': { code: 'GATEWAY_TIMEOUT', message: 'Die KI hat nicht rechtzeitig geantwortet. Bitte versuche es später erneut.' },
} satisfies TRawRoute['errors'];

/** The answers every member photo upload shares (spec part 2 §5). */
const PHOTO_ERRORS = {
  '400': { code: 'BAD_REQUEST', message: IMAGE_REQUIRED },
  '401': UNAUTHORIZED,
  '413': {
    code: 'PAYLOAD_TOO_LARGE',
    message: IMAGE_TOO_LARGE,
    cases: [`Datei über 5 MB: „${IMAGE_TOO_LARGE}“`, TOO_MANY_PIXELS_CASE],
  },
  '415': { code: 'UNSUPPORTED_MEDIA_TYPE', message: IMAGE_INVALID_TYPE },
  '503': MEDIA_BUSY_DOC,
} satisfies TRawRoute['errors'];

const PHOTO_NOTE =
  'Der Typ wird an den ersten Bytes erkannt (JPEG, PNG, GIF, WebP), höchstens 5 MB einschließlich. Das Bild wird als WebP neu kodiert (Metadaten und GPS-Daten entfernt, Kantenlänge höchstens 1200 px) und bekommt ein Vorschaubild.';
function profilePicture(
  form: (typeof FORM_ROUTES)['profileImage' | 'headerImage'],
  operationId: string,
  summary: string,
): TRawRoute {
  return {
    ...form,
    operationId,
    tags: ['Profil'],
    summary,
    description:
      'Multipart-Feld `image`: JPG, PNG, GIF oder WebP, höchstens 5 MB (Typ nach Inhalt). Das Bild wird als WebP neu kodiert (ohne EXIF-Daten), sofort im Profil gesetzt, das vorherige Bild wird gelöscht.',
    access: 'member',
    outputDescription: 'Die neue Bild-URL',
    errors: PHOTO_ERRORS,
  };
}

export const RAW_ROUTES = {
  analyzeFile: {
    ...FORM_ROUTES.analyzeFile,
    operationId: 'create-analyzeFile',
    tags: ['Rezept-Erstellung'],
    summary: 'Rezept aus einer PDF-Datei oder einem Foto erstellen',
    description: `Multipart-Feld \`file\`: PDF, JPEG, PNG oder WebP, höchstens 10 MB. Der Typ wird an den ersten Bytes der Datei erkannt, nicht am Namen oder am angegebenen Typ. PDFs werden über ihre Textebene gelesen (höchstens ${MAX_PDF_PAGES} Seiten und 16 MB entpackter Inhalt ohne Bilder; gelesen werden die ersten ${MAX_PDF_TEXT_PAGES} Seiten, bis ${MAX_PDF_TEXT_CHARS.toLocaleString('de-DE')} Zeichen), Fotos mit Texterkennung (ohne KI) oder einem Bildmodell (mit KI), höchstens ${MAX_IMAGE_PIXELS / 1_000_000} Megapixel. Jede Datei wird in einem eigenen Prozess mit Speicher- und Zeitgrenze gelesen. Abgelehnte Dateien werden nicht gespeichert.`,
    access: 'member',
    outputDescription: 'Das erstellte Rezept, mit draft=true der Entwurf (`draftId`)',
    errors: {
      '400': {
        code: 'BAD_REQUEST',
        message: FILE_NOT_ANALYSABLE,
        cases: [
          `Kein Rezept in der Datei oder Datei nicht lesbar: „${FILE_NOT_ANALYSABLE}“`,
          `Speicher- oder Zeitgrenze beim Lesen überschritten: „${MEDIA_TOO_COSTLY}“`,
        ],
      },
      '401': UNAUTHORIZED,
      '409': { code: 'CONFLICT', message: DRAFTS_FULL },
      '413': {
        code: 'PAYLOAD_TOO_LARGE',
        message: FILE_TOO_LARGE,
        cases: [
          `Über 10 MB: „${FILE_TOO_LARGE}“`,
          `PDF entpackt über 16 MB: „${PDF_TOO_LARGE_INFLATED}“`,
          `PDF mit mehr als ${MAX_PDF_PAGES} Seiten: „${PDF_TOO_MANY_PAGES}“`,
          TOO_MANY_PIXELS_CASE,
        ],
      },
      '415': { code: 'UNSUPPORTED_MEDIA_TYPE', message: INVALID_FILE_TYPE },
      ...AI_ANSWERS,
      '503': {
        code: 'SERVICE_UNAVAILABLE',
        message: 'Die KI ist gerade nicht erreichbar. Bitte versuche es später erneut.',
        cases: [
          'KI nicht erreichbar: „Die KI ist gerade nicht erreichbar. Bitte versuche es später erneut.“',
          ...(MEDIA_BUSY_DOC.cases ?? []),
        ],
      },
    },
  },
  importHtml: {
    ...FORM_ROUTES.importHtml,
    operationId: 'import-fromHtml',
    tags: ['Rezept-Erstellung'],
    summary: 'Rezept aus dem HTML einer Webseite importieren (gespeicherte Seite oder Seite hinter einem Login)',
    description:
      'Dieselbe Auslese wie POST /import/url, ohne die Seite abzurufen: als multipart/form-data mit dem Feld `file` (eine gespeicherte .html-Seite, höchstens 2 MB, Zeichensatz aus BOM oder <meta charset>) oder als JSON `{ html, sourceUrl, saveToDatabase }` (html höchstens 2 MB). `sourceUrl` (oder die kanonische Adresse der Seite) wird als Quelle gezeigt; ein so importiertes Rezept belegt die Adresse nicht für spätere Importe per Link. Nur Bilder öffentlicher Adressen werden heruntergeladen.',
    access: 'member',
    json: z.strictObject({
      html: z.string().min(1).meta({ description: 'HTML der Seite (höchstens 2 MB)' }),
      sourceUrl: sourceUrlPart,
      saveToDatabase: z.boolean().default(true).meta({ description: 'false: nur auslesen, nichts speichern (id=null)' }),
      draft: z.boolean().default(false).meta({ description: draftPart.description }),
    }),
    outputDescription: 'Das importierte Rezept, mit draft=true der Entwurf (`draftId`)',
    errors: {
      '400': { code: 'BAD_REQUEST', message: 'Auf dieser Seite wurde kein Rezept gefunden.' },
      '401': UNAUTHORIZED,
      '409': { code: 'CONFLICT', message: DRAFTS_FULL },
      '413': { code: 'PAYLOAD_TOO_LARGE', message: HTML_TOO_LARGE },
      '415': { code: 'UNSUPPORTED_MEDIA_TYPE', message: NOT_A_PAGE_UPLOAD },
      '429': {
        code: 'TOO_MANY_REQUESTS',
        message: 'Zu viele Anfragen in kurzer Zeit. Bitte warte einen Moment und versuche es dann erneut.',
      },
      '502': AI_ANSWERS['502'],
      '504': AI_ANSWERS['504'],
      '503': { code: 'SERVICE_UNAVAILABLE', message: 'Die KI ist gerade nicht erreichbar. Bitte versuche es später erneut.' },
    },
  },
  importArchive: {
    ...FORM_ROUTES.importArchive,
    operationId: 'import-archive',
    tags: ['Rezept-Erstellung'],
    summary: 'Rezepte umziehen: Export einer anderen Rezept-App hochladen',
    description:
      'Multipart-Feld `file` (höchstens 200 MB): ein Export von Mealie (Zip mit Rezept-JSON und Bildern), Tandoor (Zip aus Zips mit recipe.json und Bild), Paprika (.paprikarecipes: Zip aus gzip-JSON), Nextcloud Cookbook (Zip mit Ordnern aus recipe.json und full.jpg), RecipeSage (JSON-LD-Export) oder beliebige schema.org-Rezepte als JSON oder Zip. Das Format wird am Inhalt erkannt, nicht am Dateinamen. Die Datei wird vor dem Speichern in einem eigenen Prozess geprüft (höchstens 25.000 Dateien, 32 MB je Datei und 1 GB entpackt, Packrate, Dateipfade, nur eine Ebene verschachtelter Zips, JSON höchstens 64 Ebenen tief); dann übernimmt ein Hintergrundjob die Rezepte (Antwort 202 mit der Umzugs-ID, Fortschritt unter GET /import/archive/{id}). Optionales Feld `visibility`: `private` („Nur für mich“, Standard: niemand außer dir sieht die Rezepte) oder `public` (für alle). Schon vorhandene Rezepte (gleicher Titel und gleiche Quelle unter den eigenen) werden übersprungen; Bilder werden neu kodiert; das KI-Kontingent wird nicht belastet. Je Mitglied läuft höchstens ein Umzug (409), höchstens 10 je Stunde und 30 je Tag (429).',
    access: 'member',
    outputDescription: 'Der Umzug ist angenommen und läuft im Hintergrund',
    errors: {
      '400': {
        code: 'BAD_REQUEST',
        message: ARCHIVE_REQUIRED,
        cases: [
          ARCHIVE_REQUIRED,
          ARCHIVE_DAMAGED,
          ARCHIVE_UNSAFE_PATH,
          ARCHIVE_NESTED_TOO_DEEP,
          ARCHIVE_BROKEN_JSON,
          ARCHIVE_JSON_TOO_DEEP,
          ARCHIVE_NO_RECIPES,
        ].map((message) => `„${message}“`),
      },
      '401': UNAUTHORIZED,
      '409': { code: 'CONFLICT', message: ARCHIVE_ALREADY_RUNNING },
      '413': {
        code: 'PAYLOAD_TOO_LARGE',
        message: ARCHIVE_TOO_LARGE,
        cases: [
          ARCHIVE_TOO_LARGE,
          ARCHIVE_TOO_MANY_ENTRIES,
          ARCHIVE_TOO_MANY_RECIPES,
          ARCHIVE_ENTRY_TOO_LARGE,
          ARCHIVE_INFLATED_TOO_LARGE,
          ARCHIVE_BOMB,
        ].map((message) => `„${message}“`),
      },
      '415': { code: 'UNSUPPORTED_MEDIA_TYPE', message: ARCHIVE_UNKNOWN_FORMAT },
      '429': {
        code: 'TOO_MANY_REQUESTS',
        message: 'Du hast in kurzer Zeit zu viele Umzugsdateien hochgeladen. Bitte versuche es in 1 Stunde erneut.',
      },
      '503': MEDIA_BUSY_DOC,
    },
  },
  userImage: {
    ...FORM_ROUTES.userImage,
    operationId: 'social-uploadUserImage',
    tags: ['Community-Bilder'],
    summary: 'Community-Bild zu einem Rezept hochladen',
    description: `Multipart-Felder \`image\` (Pflicht) und \`description\` (optional). ${PHOTO_NOTE}`,
    access: 'member',
    outputDescription: 'Das gespeicherte Bild',
    errors: {
      ...PHOTO_ERRORS,
      '404': { code: 'NOT_FOUND', message: 'Rezept nicht gefunden' },
      '429': {
        code: 'TOO_MANY_REQUESTS',
        message: 'Du hast in kurzer Zeit zu viele Bilder hochgeladen. Bitte versuche es in 42 Sekunden erneut.',
      },
    },
  },
  challengeEntry: {
    ...FORM_ROUTES.challengeEntry,
    operationId: 'social-submitToChallenge',
    tags: ['Challenges'],
    summary: 'Beitrag zu einer laufenden Challenge einreichen (einer pro Mitglied)',
    description: `Multipart-Felder \`recipeId\` (Pflicht), \`image\` (Pflicht) und \`description\` (optional). Nur solange die Challenge aktiv ist; ein zweiter Beitrag desselben Mitglieds wird mit 409 abgelehnt, der erste bleibt. ${PHOTO_NOTE}`,
    access: 'member',
    outputDescription: 'Der gespeicherte Beitrag',
    errors: {
      ...PHOTO_ERRORS,
      '400': { code: 'BAD_REQUEST', message: 'Diese Challenge ist bereits beendet. Es sind keine Einreichungen mehr möglich.' },
      '404': { code: 'NOT_FOUND', message: 'Challenge nicht gefunden' },
      '409': { code: 'CONFLICT', message: 'Du hast bereits einen Beitrag zu dieser Challenge eingereicht.' },
      '429': {
        code: 'TOO_MANY_REQUESTS',
        message: 'Du hast in kurzer Zeit zu viele Challenge-Beiträge eingereicht. Bitte versuche es in 42 Sekunden erneut.',
      },
    },
  },
  recipeImage: {
    ...FORM_ROUTES.recipeImage,
    operationId: 'recipes-uploadImage',
    tags: ['Rezepte'],
    summary: 'Rezeptfoto des eigenen Rezepts hochladen oder ersetzen',
    description: `Multipart-Feld \`image\`. Nur der Autor des Rezepts oder ein Admin (Eintrag im Audit-Log); das bisherige Foto wird ersetzt und seine Dateien gelöscht, sobald kein Rezept sie mehr zeigt. Die Version des Rezepts bleibt. Entfernen: DELETE /api/recipes/{id}/image. ${PHOTO_NOTE}`,
    access: 'member',
    outputDescription: 'Das neue Rezeptfoto und sein Vorschaubild',
    errors: {
      ...PHOTO_ERRORS,
      '404': { code: 'NOT_FOUND', message: 'Rezept nicht gefunden' },
      '429': {
        code: 'TOO_MANY_REQUESTS',
        message: 'Du hast in kurzer Zeit zu viele Rezepte gespeichert. Bitte versuche es in 42 Sekunden erneut.',
      },
    },
  },
  draftImage: {
    ...FORM_ROUTES.draftImage,
    operationId: 'drafts-uploadImage',
    tags: ['Entwürfe'],
    summary: 'Foto des eigenen Entwurfs hochladen oder ersetzen',
    description: `Multipart-Feld \`image\`. Nur der eigene Entwurf; das bisherige Bild wird ersetzt, das gespeicherte Rezept behält das Foto. Entfernen: PUT /api/drafts/{id} mit \`removeImage: true\`. ${PHOTO_NOTE}`,
    access: 'member',
    outputDescription: 'Das neue Foto und sein Vorschaubild',
    errors: {
      ...PHOTO_ERRORS,
      '404': { code: 'NOT_FOUND', message: DRAFT_NOT_FOUND },
      '429': {
        code: 'TOO_MANY_REQUESTS',
        message: 'Du hast in kurzer Zeit zu viele Rezepte gespeichert. Bitte versuche es in 42 Sekunden erneut.',
      },
    },
  },
  profileImage: profilePicture(FORM_ROUTES.profileImage, 'social-uploadProfileImage', 'Profilbild hochladen'),
  headerImage: profilePicture(FORM_ROUTES.headerImage, 'social-uploadHeaderImage', 'Titelbild des Profils hochladen'),
  stripeWebhook: {
    method: 'post',
    operationId: 'premium-stripeWebhook',
    path: '/webhooks/stripe',
    tags: ['Premium'],
    summary: 'Stripe-Webhook (nur für Stripe)',
    description:
      'Roher JSON-Körper mit Header `Stripe-Signature`, geprüft mit STRIPE_WEBHOOK_SECRET (300 s Toleranz). Jedes Ereignis wirkt genau einmal (Ereignis-ID); ältere Ereignisse, die spät eintreffen, ändern nichts. Ausgewertet: customer.subscription.created/updated/deleted, invoice.paid, invoice.payment_failed.',
    access: 'stripe',
    json: z.looseObject({}).meta({ description: 'Das Stripe-Ereignis, unverändert' }),
    output: z.object({ received: z.boolean() }),
    outputDescription: 'Ereignis verarbeitet oder bereits bekannt',
    errors: {
      '400': { code: 'BAD_REQUEST', message: INVALID_SIGNATURE },
      '503': { code: 'SERVICE_UNAVAILABLE', message: PAYMENTS_NOT_CONFIGURED },
    },
  },
  mealPlanCalendar: {
    method: 'get',
    operationId: 'kitchen-mealPlanCalendar',
    path: '/meal-plan/calendar/{token}',
    tags: ['Wochenplan'],
    summary: 'Privates Kalender-Abo des Wochenplans (iCalendar)',
    description:
      'Die Adresse aus GET /api/meal-plan/calendar-feed, für Kalender-Apps ohne Anmeldung: die geheime Adresse ist der einzige Schlüssel (eine erneuerte oder widerrufene antwortet 404). Jede geplante Mahlzeit ist ein Termin zur Uhrzeit ihrer Mahlzeit (Ortszeit: Frühstück 08:00, Mittagessen 12:30, Snack 15:30, Abendessen 18:30), so lang wie das Rezept dauert, mit dem Link zum Rezept; vier Wochen zurück und alles Geplante danach. Ein angehängtes `.ics` ist erlaubt.',
    access: 'secret-link',
    pathParams: z.object({ token: z.string().max(100).meta({ description: 'Die geheime Adresse des Abos' }) }),
    output: z.string(),
    outputMediaType: 'text/calendar',
    outputDescription: 'Der Wochenplan als iCalendar (RFC 5545)',
    errors: { '404': { code: 'NOT_FOUND', message: FEED_NOT_FOUND } },
  },
  deleteAccount: {
    method: 'delete',
    operationId: 'account-deleteAccount',
    path: '/user',
    tags: ['Konto'],
    summary: 'Konto löschen',
    description:
      'Löscht das eigene Konto endgültig, nach Bestätigung mit dem Passwort (zählt wie ein Anmeldeversuch). Die eigenen Rezepte werden gelöscht (`recipes: "delete"`) oder bleiben anonym unter „Gelöschtes Mitglied“ (`"anonymize"`). Alles Persönliche geht in einer Transaktion: Profil, E-Mail, Bilder, Sitzungen und Tokens, Push-Abos, Folgen, Gefällt mir, Bewertungen, Kommentare (ein Kommentar mit Antworten anderer bleibt als „gelöscht“ stehen), Sammlungen, Kochbücher, Einkaufslisten, Wochenplan, Zahlungen, Empfehlungen und Datenexporte; die Dateien danach. Ein laufendes Premium-Abo wird vorher bei Stripe gekündigt. Der letzte aktive Administrator kann sein Konto nicht löschen.',
    access: 'member',
    json: ZDeleteAccountInput,
    output: ZDeleteAccountResult,
    outputDescription: 'Das Konto ist gelöscht; Sitzungscookie und Tokens gelten nicht mehr',
    errors: {
      '400': { code: 'BAD_REQUEST', message: LAST_ADMIN_DELETE },
      '401': UNAUTHORIZED,
      '403': { code: 'FORBIDDEN', message: WRONG_PASSWORD },
      '429': {
        code: 'TOO_MANY_REQUESTS',
        message: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in 15 Minuten erneut.',
      },
      '502': { code: 'BAD_GATEWAY', message: `${PAYMENT_PROVIDER_FAILED} Dein Konto wurde nicht gelöscht.` },
      '503': { code: 'SERVICE_UNAVAILABLE', message: SUBSCRIPTION_NOT_CANCELLABLE },
    },
  },
  downloadDataExport: {
    method: 'get',
    operationId: 'account-downloadDataExport',
    path: '/user/export/download',
    tags: ['Konto'],
    summary: 'Datenexport herunterladen (signierter Link)',
    description:
      'Der Link aus GET /api/user/export: 24 Stunden gültig, mit dem Sitzungsgeheimnis signiert (HMAC-SHA-256 über Export und Ablaufzeit). Liefert das ZIP mit den Daten als JSON (Rezepte als schema.org JSON-LD) und den eigenen hochgeladenen Bildern unter `dateien/`.',
    access: 'secret-link',
    queryParams: ZExportLinkQuery,
    output: z.string().meta({ format: 'binary' }),
    outputMediaType: 'application/zip',
    outputDescription: 'Das ZIP-Archiv',
    errors: {
      '404': { code: 'NOT_FOUND', message: EXPORT_LINK_INVALID },
      '410': { code: 'GONE', message: EXPORT_GONE },
    },
  },
} satisfies Record<string, TRawRoute>;

/** `/recipes/{id}/user-images` -> `/api/recipes/:id/user-images`, where Express serves it. */
export function expressPathOf(contract: TRawRoute): string {
  return `/api${contract.path.replace(/\{(\w+)\}/g, ':$1')}`;
}
