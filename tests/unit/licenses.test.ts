import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCompatible, noticesText, productionLicenses } from '../../scripts/licenses/licenses';

const root = path.resolve(import.meta.dirname, '../..');

describe('licence check (npm run licenses)', () => {
  it.each([
    ['MIT', true],
    ['Apache-2.0', true],
    ['GPL-3.0-or-later', true],
    ['LGPL-3.0-or-later', true],
    ['MPL-2.0', true],
    ['(MIT OR CC0-1.0)', true],
    ['MIT AND ISC AND BSD-3-Clause', true],
    ['GPL-2.0-only OR MIT', true],
    ['(GPL-2.0-only OR MIT) AND ISC', true],
    ['Apache-2.0 WITH LLVM-exception', true],
    ['GPL-2.0-only', false],
    ['MIT AND GPL-2.0-only', false],
    ['SSPL-1.0', false],
    ['CC-BY-NC-4.0', false],
    ['UNLICENSED', false],
    ['UNKNOWN', false],
    ['', false],
  ])('reads %s as %s for an AGPL-3.0-or-later program', (expression, expected) => {
    expect(isCompatible(expression)).toBe(expected);
  });

  it('refuses a malformed expression instead of guessing', () => {
    expect(() => isCompatible('(MIT OR')).toThrow();
    expect(() => isCompatible('MIT ISC')).toThrow();
  });

  it('finds every production dependency compatible, and THIRD-PARTY-NOTICES is up to date', async () => {
    const list = await productionLicenses(root);
    expect(list.length).toBeGreaterThan(100);
    expect(list.filter((dep) => !dep.compatible)).toEqual([]);
    // The GPL dependency the issue names is listed, and no development tool is.
    expect(list.find((dep) => dep.name === 'espeak-ng')?.license).toBe('GPL-3.0-or-later');
    expect(list.some((dep) => dep.name === 'vitest' || dep.name === 'eslint')).toBe(false);
    expect(await readFile(path.join(root, 'THIRD-PARTY-NOTICES'), 'utf8')).toBe(noticesText(list));
  });
});
