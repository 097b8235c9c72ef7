import { readdirSync, readFileSync } from 'node:fs';
import { ingredientLine } from '@kochclip/routers/recipe-json-ld';
import { extractHtmlRecipe } from '@kochclip/server/services/import/html-recipe/extract';
import { decodeHtml } from '@kochclip/server/services/import/page-fetch';
import { foldLine } from './eval-import-corpus';
const dir = '/work/shared/import-corpus';
const only = process.argv[2];
for (const f of readdirSync(dir)
  .filter((x) => x.endsWith('.html'))
  .sort()) {
  if (only && !f.includes(only)) continue;
  const label = JSON.parse(readFileSync(`${dir}/${f.replace('.html', '.json')}`, 'utf8'));
  const r = extractHtmlRecipe(decodeHtml(readFileSync(`${dir}/${f}`)), `https://${label.host}/`);
  const printed = (r.draft?.ingredients ?? []).map((i) => ingredientLine(i));
  const exp = (label.ingredients ?? []) as string[];
  const steps = r.draft?.instructions.length ?? 0;
  const es = (label.instructions_list ?? []).length;
  const pf = new Set(printed.map(foldLine));
  const miss = exp.filter((l) => !pf.has(foldLine(l)));
  console.log(`== ${f} [${r.method}] lines ${exp.length}->${printed.length} miss ${miss.length} steps ${es}->${steps}`);
  if (process.argv[3]) {
    for (const m of miss.slice(0, 4)) console.log('   -', m);
    console.log('   got', printed.slice(0, 6).join(' | '));
  }
}
