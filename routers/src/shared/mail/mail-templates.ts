import { escapeHtml } from '@kochclip/core';
import { z } from 'zod';

/**
 * Every mail Kochclip sends, in one place: German, du-form, as text and simple HTML. The outbox stores a template's
 * name and data; the delivery job renders it with the site's configured origin, so no link ever comes from a
 * request's Host header.
 */
const ZName = z.object({ username: z.string() });
const ZToken = ZName.extend({ token: z.string() });

export const MAIL_TEMPLATE_DATA = {
  'verify-email': ZToken.extend({ change: z.boolean() }),
  'password-reset': ZToken,
  'email-change-notice': ZName.extend({ newEmail: z.string() }),
  'premium-confirmed': ZName,
  'premium-renewal-failed': ZName,
  'premium-ended': ZName,
  'referral-reward': ZName.extend({ weeks: z.number().int().positive() }),
  'data-export-ready': ZName.extend({ path: z.string().startsWith('/'), validHours: z.number().int().positive() }),
} as const;

export type TMailTemplate = keyof typeof MAIL_TEMPLATE_DATA;
export type TMail = {
  [K in TMailTemplate]: { to: string; template: K; data: z.input<(typeof MAIL_TEMPLATE_DATA)[K]> };
}[TMailTemplate];

export interface TRenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** One paragraph of a mail: plain text, or a link with its label. */
type TBlock = string | { link: string; label: string };

function compose(subject: string, blocks: TBlock[]): TRenderedMail {
  const all: TBlock[] = [...blocks, 'Dein Kochclip-Team'];
  const text = all.map((b) => (typeof b === 'string' ? b : `${b.label}:\n${b.link}`)).join('\n\n');
  const body = all
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b)}</p>`
        : `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.label)}</a></p><p style="color:#666;font-size:12px">${escapeHtml(b.link)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:sans-serif;line-height:1.5;color:#222">\n${body}\n</body></html>`;
  return { subject, text: `${text}\n`, html };
}

const greeting = (username: string) => `Hallo ${username},`;

const RENDER: { [K in TMailTemplate]: (data: z.output<(typeof MAIL_TEMPLATE_DATA)[K]>, origin: string) => TRenderedMail } = {
  'verify-email': (d, origin) =>
    compose('Bitte bestätige deine E-Mail-Adresse', [
      greeting(d.username),
      d.change
        ? 'du möchtest deine E-Mail-Adresse bei Kochclip ändern. Sie wird erst geändert, wenn du sie über diesen Link bestätigst:'
        : 'willkommen bei Kochclip! Bitte bestätige deine E-Mail-Adresse über diesen Link:',
      { link: `${origin}/email-bestaetigen?token=${encodeURIComponent(d.token)}`, label: 'E-Mail-Adresse bestätigen' },
      'Der Link ist 24 Stunden gültig. Wenn du das nicht warst, ignoriere diese E-Mail einfach.',
    ]),
  'password-reset': (d, origin) =>
    compose('Dein neues Passwort für Kochclip', [
      greeting(d.username),
      'jemand (hoffentlich du) hat ein neues Passwort für dein Kochclip-Konto angefordert. Über diesen Link legst du es fest:',
      { link: `${origin}/passwort-zuruecksetzen?token=${encodeURIComponent(d.token)}`, label: 'Neues Passwort festlegen' },
      'Der Link ist eine Stunde gültig und funktioniert nur einmal. Danach wirst du auf allen anderen Geräten abgemeldet. Wenn du kein neues Passwort angefordert hast, ignoriere diese E-Mail; dein Passwort bleibt unverändert.',
    ]),
  'email-change-notice': (d, origin) =>
    compose('Deine E-Mail-Adresse bei Kochclip soll geändert werden', [
      greeting(d.username),
      `für dein Kochclip-Konto wurde die neue E-Mail-Adresse ${d.newEmail} angegeben. Sie gilt erst, wenn der Link in der E-Mail an diese Adresse geöffnet wird; bis dahin bleibt diese Adresse gültig.`,
      'Warst du das nicht? Dann ändere bitte sofort dein Passwort und melde dich überall ab:',
      { link: `${origin}/settings`, label: 'Zu deinen Einstellungen' },
    ]),
  'premium-confirmed': (d, origin) =>
    compose('Willkommen bei Kochclip Premium', [
      greeting(d.username),
      'danke für dein Premium-Abo! Deine Premium-Vorteile sind ab sofort freigeschaltet.',
      { link: `${origin}/settings`, label: 'Abo in den Einstellungen ansehen' },
    ]),
  'premium-renewal-failed': (d, origin) =>
    compose('Deine Premium-Zahlung ist fehlgeschlagen', [
      greeting(d.username),
      'die Verlängerung deines Premium-Abos konnte nicht abgebucht werden. Bitte prüfe deine Zahlungsdaten, damit Premium weiterläuft; bis zum Ende des bezahlten Zeitraums bleibt alles wie gewohnt.',
      { link: `${origin}/settings`, label: 'Zahlungsdaten prüfen' },
    ]),
  'premium-ended': (d, origin) =>
    compose('Dein Premium-Abo ist beendet', [
      greeting(d.username),
      'dein Premium-Abo bei Kochclip ist beendet. Deine Rezepte, Sammlungen und Kochbücher bleiben erhalten. Du kannst Premium jederzeit wieder abschließen.',
      { link: `${origin}/premium`, label: 'Premium ansehen' },
    ]),
  'referral-reward': (d, origin) =>
    compose('Du hast eine Woche Premium verdient', [
      greeting(d.username),
      `jemand, den du eingeladen hast, ist jetzt bei Kochclip aktiv. Dafür bekommst du ${d.weeks === 1 ? 'eine Woche' : `${d.weeks} Wochen`} Premium geschenkt.`,
      { link: `${origin}/settings`, label: 'Zu deinen Einstellungen' },
    ]),
  'data-export-ready': (d, origin) =>
    compose('Deine Kochclip-Daten stehen zum Herunterladen bereit', [
      greeting(d.username),
      `dein Datenexport ist fertig: deine Rezepte, Kommentare, Bewertungen, Sammlungen, Kochbücher und Bilder in einer ZIP-Datei. Der Link ist ${d.validHours} Stunden gültig und nur für dich bestimmt.`,
      { link: `${origin}${d.path}`, label: 'Daten herunterladen' },
      'Wenn du keinen Export angefordert hast, ändere bitte dein Passwort und melde dich überall ab.',
    ]),
};

/** Renders a stored mail; throws when the stored data does not fit its template (the job then records the failure). */
export function renderMail(template: string, data: unknown, origin: string): TRenderedMail {
  if (!(template in MAIL_TEMPLATE_DATA)) throw new Error(`Unbekannte E-Mail-Vorlage: ${template}`);
  const name = template as TMailTemplate;
  const parsed = MAIL_TEMPLATE_DATA[name].parse(data);
  return (RENDER[name] as (d: typeof parsed, o: string) => TRenderedMail)(parsed, origin.replace(/\/+$/, ''));
}
