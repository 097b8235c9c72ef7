import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Licences whose code may be part of an AGPL-3.0-or-later program (permissive ones, the weak copylefts MPL-2.0 and
 * LGPL, GPL-3.0 which AGPL-3.0 section 13 allows to combine with). GPL-2.0-only, the SSPL, non-commercial and
 * proprietary licences are not in it.
 */
export const COMPATIBLE_LICENSES: ReadonlySet<string> = new Set([
  '0BSD',
  'AGPL-3.0-only',
  'AGPL-3.0-or-later',
  'Apache-2.0',
  'Artistic-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'BSD-3-Clause-Clear',
  'CC-BY-3.0',
  'CC-BY-4.0',
  'CC0-1.0',
  'GPL-3.0-only',
  'GPL-3.0-or-later',
  'ISC',
  'LGPL-2.1-only',
  'LGPL-2.1-or-later',
  'LGPL-3.0-only',
  'LGPL-3.0-or-later',
  'MIT',
  'MIT-0',
  'MPL-2.0',
  'OFL-1.1',
  'PSF-2.0',
  'Python-2.0',
  'Unicode-3.0',
  'Unicode-DFS-2016',
  'Unlicense',
  'WTFPL',
  'X11',
  'Zlib',
]);

/** Older spellings npm packages still use, as their SPDX ids. */
const ALIASES: Record<string, string> = {
  'Apache 2.0': 'Apache-2.0',
  'Apache License 2.0': 'Apache-2.0',
  BSD: 'BSD-2-Clause',
  'GPL-3.0': 'GPL-3.0-only',
  'GPL-3.0+': 'GPL-3.0-or-later',
  'LGPL-3.0': 'LGPL-3.0-only',
  'LGPL-3.0+': 'LGPL-3.0-or-later',
  'LGPL-2.1': 'LGPL-2.1-only',
  'LGPL-2.1+': 'LGPL-2.1-or-later',
  'AGPL-3.0': 'AGPL-3.0-only',
  'AGPL-3.0+': 'AGPL-3.0-or-later',
  'MIT/X11': 'MIT',
};

/**
 * Whether an SPDX expression allows use in an AGPL-3.0-or-later program: `A OR B` when either does, `A AND B` when
 * both do, `A WITH exception` as A (an exception only adds permissions), parentheses as written.
 */
export function isCompatible(expression: string, allowed: ReadonlySet<string> = COMPATIBLE_LICENSES): boolean {
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? [];
  let position = 0;
  const peek = () => tokens[position];
  const next = () => tokens[position++];

  function primary(): boolean {
    const token = next();
    if (token === undefined) throw new Error(`unvollständiger Lizenzausdruck: ${expression}`);
    if (token === '(') {
      const value = or();
      if (next() !== ')') throw new Error(`fehlende Klammer in: ${expression}`);
      return value;
    }
    if (peek()?.toUpperCase() === 'WITH') {
      next();
      next();
    }
    const id = ALIASES[token] ?? token;
    return allowed.has(id) || (id.endsWith('+') && allowed.has(`${id.slice(0, -1)}-or-later`));
  }
  function and(): boolean {
    let value = primary();
    while (peek()?.toUpperCase() === 'AND') {
      next();
      value = primary() && value;
    }
    return value;
  }
  function or(): boolean {
    let value = and();
    while (peek()?.toUpperCase() === 'OR') {
      next();
      value = and() || value;
    }
    return value;
  }

  if (tokens.length === 0) return false;
  const value = or();
  if (position !== tokens.length) throw new Error(`unerwartetes „${tokens[position] ?? ''}“ in: ${expression}`);
  return value;
}

export interface TDependencyLicense {
  name: string;
  version: string;
  license: string;
  compatible: boolean;
}

interface TLockEntry {
  version?: string;
  license?: string;
  dev?: boolean;
  devOptional?: boolean;
  link?: boolean;
  name?: string;
}

/** `node_modules/a/node_modules/@b/c` -> `@b/c`. */
const packageNameOf = (lockPath: string) => lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The licence a package declares: the lockfile's copy, else its package.json (`license`, or the old `licenses` list). */
async function declaredLicense(root: string, lockPath: string, entry: TLockEntry): Promise<string> {
  if (entry.license) return entry.license;
  const manifest = JSON.parse(await readFile(path.join(root, lockPath, 'package.json'), 'utf8').catch(() => '{}')) as {
    license?: string | { type?: string };
    licenses?: { type?: string }[];
  };
  if (typeof manifest.license === 'string') return manifest.license;
  if (manifest.license?.type) return manifest.license.type;
  const list = (manifest.licenses ?? []).map((l) => l.type).filter((type): type is string => Boolean(type));
  return list.length > 0 ? `(${list.join(' OR ')})` : 'UNKNOWN';
}

/** Every package npm installs for production (the lockfile's entries not marked dev), with its licence. */
export async function productionLicenses(root: string): Promise<TDependencyLicense[]> {
  const lock = JSON.parse(await readFile(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, TLockEntry>;
  };
  const seen = new Map<string, TDependencyLicense>();
  for (const [lockPath, entry] of Object.entries(lock.packages)) {
    if (!lockPath.includes('node_modules/') || entry.dev || entry.devOptional || entry.link) continue;
    const name = entry.name ?? packageNameOf(lockPath);
    const version = entry.version ?? '?';
    const license = await declaredLicense(root, lockPath, entry);
    seen.set(`${name}@${version}`, { name, version, license, compatible: isCompatible(license) });
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

/** THIRD-PARTY-NOTICES: one line per package and version, grouped by nothing, sorted by name. */
export function noticesText(list: readonly TDependencyLicense[]): string {
  const header = [
    'Kochclip – Lizenzen der Abhängigkeiten (Produktion)',
    '',
    'Kochclip steht unter der GNU Affero General Public License, Version 3 oder später (siehe LICENSE).',
    'Die folgenden Pakete werden mit Kochclip ausgeliefert; ihre Lizenztexte liegen in node_modules/<paket>/.',
    'Erzeugt mit `npm run licenses` aus package-lock.json.',
    '',
  ];
  return `${[...header, ...list.map((dep) => `${dep.name}@${dep.version}: ${dep.license}`)].join('\n')}\n`;
}
