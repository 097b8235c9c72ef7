import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildOpenApiDocument } from '@kochclip/openapi/document';

const FILE = path.resolve(import.meta.dirname, '../openapi/openapi.json');
const expected = `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;

if (process.argv.includes('--check')) {
  const actual = await readFile(FILE, 'utf8').catch(() => '');
  if (actual !== expected) {
    console.error('openapi/openapi.json ist veraltet. Bitte `npm run openapi:generate` ausführen und committen.');
    process.exit(1);
  }
  console.log('openapi/openapi.json ist aktuell.');
} else {
  await writeFile(FILE, expected);
  console.log(`geschrieben: ${path.relative(process.cwd(), FILE)}`);
}
