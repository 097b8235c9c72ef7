import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { TMemberData } from '@kochclip/routers/server';
import { mediaFileName, type TStorage } from '../storage';

const README = `Deine Daten bei Kochclip

Jede .json-Datei enthält einen Teil deiner Daten: profil.json (Konto, Einstellungen, Sitzungen, Geräte für
Push-Nachrichten), rezepte.json (deine Rezepte im schema.org-Format JSON-LD), kommentare.json, bewertungen.json,
gefaellt-mir.json, sammlungen.json, kochbuecher.json, folgen.json, community-fotos.json, challenge-beitraege.json,
zahlungen.json, empfehlungen.json, einkaufslisten.json, wochenplan.json, vorrat.json, haushalt.json (dein
Haushalt, seine Mitglieder und Einladungen an dich) und meldungen.json.
Im Ordner dateien/ liegen deine hochgeladenen Bilder und die Bilder deiner Rezepte.
`;

/**
 * Writes the member's archive into the store's archive area, streamed: the JSON files first, then each media file
 * read from the store only when the ZIP reaches it, so memory stays flat however many pictures there are.
 * Returns the archive's size in bytes.
 */
export async function writeMemberArchive(storage: TStorage, name: string, data: TMemberData): Promise<number> {
  const zip = new ZipFile();
  const written = storage.writeArchive(name, Readable.from(zip.outputStream));
  zip.addBuffer(Buffer.from(README), 'LIESMICH.txt');
  for (const document of data.documents) {
    zip.addBuffer(Buffer.from(JSON.stringify(document.content, null, 2)), document.name);
  }
  for (const url of data.media) {
    const fileName = mediaFileName(url);
    if (!fileName || !(await storage.has(fileName))) continue;
    zip.addReadStreamLazy(`dateien/${fileName}`, (callback) => {
      storage.open(fileName).then(
        (stream) => (stream ? callback(null, stream) : callback(new Error(`${fileName} fehlt`), Readable.from([]))),
        (error: unknown) => callback(error, Readable.from([])),
      );
    });
  }
  zip.end();
  return written;
}
