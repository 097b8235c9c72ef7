import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { noticesText, productionLicenses } from './licenses/licenses';

const root = path.resolve(import.meta.dirname, '..');
const list = await productionLicenses(root);
await writeFile(path.join(root, 'THIRD-PARTY-NOTICES'), noticesText(list));
const refused = list.filter((dep) => !dep.compatible);
console.log(`${list.length} Pakete in THIRD-PARTY-NOTICES geschrieben.`);
if (refused.length > 0) {
  console.error('Nicht mit AGPL-3.0-or-later vereinbar (oder unbekannt):');
  for (const dep of refused) console.error(`  ${dep.name}@${dep.version}: ${dep.license}`);
  process.exitCode = 1;
}
