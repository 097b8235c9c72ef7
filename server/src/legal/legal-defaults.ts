/** What this instance is configured to talk to, for the default Datenschutzerklärung (server/src/main.ts fills it from env). */
export interface TPrivacyFacts {
  stripe: boolean;
  /** Host of the OpenAI-compatible server (api.openai.com or OPENAI_BASE_URL), null without AI. */
  aiHost: string | null;
  /** Generated recipe photos (OPENAI_IMAGE_MODEL). */
  aiImages: boolean;
  /** Read-aloud through the OpenAI-compatible speech endpoint instead of the built-in engine. */
  aiSpeech: boolean;
  push: boolean;
  /** Host of the S3-compatible storage, null for the local directory. */
  s3Host: string | null;
  /** Host of the mail server, null when mails are only written as files. */
  smtpHost: string | null;
}

const TODO = '**Vom Betreiber auszufüllen:**';

export function impressumDefault(sourceUrl: string): string {
  return `> Diese Seite ist noch nicht eingerichtet. Der Betreiber dieser Kochclip-Instanz muss ein Impressum als Markdown-Datei hinterlegen und ihren Pfad in der Einstellung \`IMPRESSUM_FILE\` angeben.

${TODO}

- Name und Anschrift des Anbieters (bei juristischen Personen auch Rechtsform und Vertretungsberechtigte)
- Angaben zur schnellen elektronischen Kontaktaufnahme, mindestens eine E-Mail-Adresse
- soweit vorhanden: Registergericht und Registernummer, Umsatzsteuer-Identifikationsnummer, zuständige Aufsichtsbehörde
- bei journalistisch-redaktionellen Inhalten: verantwortliche Person nach § 18 Abs. 2 MStV

Rechtsgrundlage ist § 5 des Digitale-Dienste-Gesetzes (DDG).

## Quellcode

Kochclip ist freie Software unter der GNU Affero General Public License, Version 3 oder später (AGPL-3.0-or-later). Den Quellcode dieser Instanz gibt es hier: <${sourceUrl}>
`;
}

function servicesOf(facts: TPrivacyFacts): string[] {
  const services: string[] = [];
  if (facts.stripe) {
    services.push(
      '**Stripe** (Stripe Payments Europe Ltd., Irland) für Premium-Abos: deine E-Mail-Adresse, dein Benutzername und die Zahlungsdaten, die du im Zahlungsformular von Stripe eingibst; Kochclip speichert davon nur die Kunden- und Abo-Kennung, Tarif, Status, Betrag und Datum.',
    );
  }
  if (facts.aiHost) {
    const uses = [
      'Videolinks, Bildunterschriften, eingegebene Zutaten und Prompts, hochgeladene Dateien und Fotos zum Erstellen von Rezepten',
      'deine Küchengeräte und Allergien, damit das Rezept dazu passt',
    ];
    if (facts.aiImages) uses.push('Rezepttitel und Zutaten zum Erzeugen von Rezeptfotos');
    if (facts.aiSpeech) uses.push('die Texte der Vorlesefunktion');
    services.push(`**KI-Dienst** unter \`${facts.aiHost}\` (OpenAI-kompatibel): ${uses.join('; ')}.`);
  } else {
    services.push('Es ist **kein KI-Dienst** eingerichtet: Rezepte werden auf diesem Server ohne externe KI erkannt.');
  }
  if (facts.push) {
    services.push(
      '**Push-Dienste** der Browser-Hersteller (z. B. Google, Mozilla, Apple), wenn du Benachrichtigungen einschaltest: die Adresse deines Geräts beim Push-Dienst und die verschlüsselte Nachricht.',
    );
  }
  if (facts.s3Host)
    services.push(`**Objektspeicher** unter \`${facts.s3Host}\` (S3-kompatibel) für hochgeladene Bilder und Datenexporte.`);
  if (facts.smtpHost)
    services.push(`**Mailserver** unter \`${facts.smtpHost}\` für E-Mails an dich (z. B. Bestätigungen, Passwort zurücksetzen).`);
  services.push(
    '**Videoplattformen** (TikTok, Instagram, YouTube) und **Webseiten**, deren Link du zum Erstellen oder Importieren eines Rezepts angibst: der Server ruft deren öffentliche Daten ab; dabei wird nichts über dich übermittelt.',
  );
  return services;
}

/** The default Datenschutzerklärung: what Kochclip stores and whom it talks to, generated from the configuration. */
export function datenschutzDefault(facts: TPrivacyFacts): string {
  return `> Der Betreiber dieser Kochclip-Instanz hat noch keine eigene Datenschutzerklärung hinterlegt (Einstellung \`DATENSCHUTZ_FILE\`). Die folgenden Angaben beschreiben, was die Software nach ihrer aktuellen Konfiguration tatsächlich speichert und an wen sie Daten übermittelt.

## Verantwortlicher

${TODO} Name, Anschrift und E-Mail-Adresse des Verantwortlichen, gegebenenfalls Kontakt des Datenschutzbeauftragten, sowie die Rechtsgrundlagen und Speicherfristen nach Art. 13 DSGVO.

## Was Kochclip speichert

- **Konto:** Benutzername, E-Mail-Adresse, Passwort (nur als Hash), freiwillig Vor- und Nachname, Bio, Profil- und Titelbild, Links zu sozialen Netzwerken, Küchengeräte und Allergien (Allergien sind Gesundheitsdaten; sie werden nur für die Anpassung deiner Rezepte verwendet).
- **Inhalte:** deine Rezepte, Kommentare, Bewertungen, „Gefällt mir“, Sammlungen, Kochbücher, Community-Fotos, Challenge-Beiträge, Meldungen, Einkaufslisten, Wochenplan, wem du folgst.
- **Anmeldung:** Sitzungen und API-Tokens (nur als Hash), der Zeitpunkt deines letzten Besuchs (höchstens stündlich).
- **Schutz vor Missbrauch:** Anmeldeversuche, Registrierungen und Aufrufzahlen werden mit einem gesalzenen Hash deiner IP-Adresse gezählt; die Adresse selbst wird nicht gespeichert.
- **Premium:** Abo-Status, Zahlungen (Betrag, Datum, Zahlungskennung), Empfehlungscodes und eingelöste Empfehlungen, KI-Nutzung pro Monat.
- **Benachrichtigungen:** die Push-Adresse deines Geräts und deine Einstellungen, wenn du sie einschaltest.

## Cookies

Kochclip setzt nur ein technisch notwendiges Cookie, \`kc_session\`, das dich angemeldet hält. Es gibt keine Analyse- oder Werbe-Cookies und keine Einbindung fremder Tracker; deshalb gibt es kein Cookie-Banner.

## Dienste, mit denen dieser Server spricht

${servicesOf(facts)
  .map((line) => `- ${line}`)
  .join('\n')}

## Deine Rechte

- **Auskunft und Datenübertragbarkeit** (Art. 15, 20 DSGVO): Unter Einstellungen → „Meine Daten herunterladen“ bekommst du alle deine Daten als ZIP.
- **Löschung** (Art. 17 DSGVO): Unter Einstellungen → „Konto löschen“ löschst du dein Konto mit allen persönlichen Daten sofort.
- **Berichtigung** (Art. 16 DSGVO): Deine Angaben änderst du jederzeit in den Einstellungen.
- **Widerspruch und Einschränkung** (Art. 18, 21 DSGVO) sowie **Beschwerde** bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO).
`;
}
