import { readFileSync } from 'node:fs';
import { parsePage, findElements } from '../server/src/services/import/html-recipe/page-dom';
import { pageBlocks } from '../server/src/services/import/html-recipe/page-blocks';
import { decodeHtml } from '../server/src/services/import/page-fetch';
const f = process.argv[2]!;
const { document } = parsePage(decodeHtml(readFileSync(`/work/shared/import-corpus/${f}.html`)));
const body = findElements(document, (el) => el.name === 'body', { stopAtMatch: true })[0]!;
const blocks = pageBlocks(body);
const pat = new RegExp(process.argv[3] ?? '.', 'i');
const at = blocks.findIndex((b) => pat.test(b.text));
for (const b of blocks.slice(Math.max(0, at - 3), at + Number(process.argv[4] ?? 30)))
  console.log(b.kind, b.level, JSON.stringify(b.text.slice(0, 100)));
console.log(
  'blocks',
  blocks.length,
  'truncated',
  parsePage(decodeHtml(readFileSync(`/work/shared/import-corpus/${f}.html`))).truncated,
);
