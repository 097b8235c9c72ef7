import { readdirSync, readFileSync } from 'node:fs';
import { extractHtmlRecipe } from '@kochclip/server/services/import/html-recipe/extract';
import { decodeHtml } from '@kochclip/server/services/import/page-fetch';
const dir = '/work/shared/import-corpus';
for (const f of readdirSync(dir)
  .filter((x) => x.endsWith('.json'))
  .sort()) {
  const label = JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'));
  const g = (label.ingredient_groups ?? []).filter((x: any) => x.ingredients.length > 0);
  if (g.length < 2) continue;
  const r = extractHtmlRecipe(decodeHtml(readFileSync(`${dir}/${f.replace('.json', '.html')}`)), `https://${label.host}/`);
  const found: (string | null)[] = [];
  for (const i of r.draft?.ingredients ?? [])
    if (found.length === 0 || found.at(-1) !== (i.group ?? null)) found.push(i.group ?? null);
  console.log(f, r.method, JSON.stringify(g.map((x: any) => x.purpose)), '->', JSON.stringify(found));
}
