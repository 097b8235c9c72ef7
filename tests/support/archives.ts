import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { ZipFile } from 'yazl';
import type { HttpClient } from './http';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/archives');

export const archiveFixture = (name: string): string => readFileSync(path.join(FIXTURES, name), 'utf8');

/** A zip of the given files, as the apps write them (deflated unless `store`). */
export function zipOf(files: [string, Buffer | string][], { store = false } = {}): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, data] of files) zip.addBuffer(Buffer.isBuffer(data) ? data : Buffer.from(data), name, { compress: !store });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

export const photo = (format: 'jpeg' | 'webp' | 'png' = 'jpeg', background = '#c0392b') =>
  sharp({ create: { width: 80, height: 60, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

/** Mealie's recipe export: recipes/<slug>/<slug>.json with images/original.webp beside it. */
export async function mealieZip(
  recipes: { slug: string; json: string }[] = [
    { slug: 'allgauer-kasespatzle', json: archiveFixture('mealie-kaesespaetzle.json') },
  ],
) {
  const files: [string, Buffer | string][] = [];
  for (const { slug, json } of recipes) {
    files.push([`recipes/${slug}/${slug}.json`, json], [`recipes/${slug}/images/original.webp`, await photo('webp')]);
  }
  return zipOf(files);
}

export async function tandoorZip(): Promise<Buffer> {
  const inner = await zipOf([
    ['recipe.json', archiveFixture('tandoor-gulasch.json')],
    ['image.jpg', await photo('jpeg', '#7f4f24')],
  ]);
  return zipOf([['Wiener_Saftgulasch.zip', inner]]);
}

export async function paprikaArchive(): Promise<Buffer> {
  const recipe = JSON.parse(archiveFixture('paprika-zwetschgendatschi.json')) as Record<string, unknown>;
  recipe.photo_data = (await photo('jpeg', '#5b2c6f')).toString('base64');
  return zipOf([['Zwetschgendatschi.paprikarecipe', gzipSync(JSON.stringify(recipe))]]);
}

export async function nextcloudZip(): Promise<Buffer> {
  return zipOf([
    ['Recipes/Schwäbische Linsensuppe/recipe.json', archiveFixture('nextcloud-linsensuppe.json')],
    ['Recipes/Schwäbische Linsensuppe/full.jpg', await photo('jpeg', '#6e2c00')],
    ['Recipes/Schwäbische Linsensuppe/thumb.jpg', await photo('jpeg', '#000000')],
  ]);
}

export interface TUploadAnswer {
  status: number;
  json: Record<string, unknown>;
}

/** POST /api/import/archive as a scripted client sends it: multipart, the member's session cookie. */
export async function uploadArchive(
  baseUrl: string,
  http: HttpClient,
  data: Buffer,
  { fileName = 'export.zip', visibility }: { fileName?: string; visibility?: 'public' | 'private' } = {},
): Promise<TUploadAnswer> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(data)]), fileName);
  if (visibility) form.set('visibility', visibility);
  const session = http.cookie('kc_session');
  const send = () =>
    fetch(`${baseUrl}/api/import/archive`, {
      method: 'POST',
      headers: session ? { cookie: `kc_session=${session}` } : {},
      body: form,
    });
  // A kept-alive connection the server closes after its 5 s idle time can meet the next upload (ECONNRESET):
  // the client sends once more, on a new connection, as browsers do.
  const response = await send().catch(() => send());
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

/** Polls the import until it has finished (or the time is up). */
export async function finishedImport(http: HttpClient, id: number, timeoutMs = 60_000): Promise<Record<string, unknown>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await http.get(`/api/import/archive/${id}`);
    if (res.status !== 200) throw new Error(`status ${res.status}: ${res.text}`);
    if (res.json.status === 'done' || res.json.status === 'failed') return res.json;
    if (Date.now() > until) throw new Error(`import ${id} not finished: ${res.text}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
