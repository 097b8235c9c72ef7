import { describe, expect, it } from 'vitest';
import { resolveSearch, searchTerms, searchValues } from '@kochclip/routers/server';
import { random } from '../support/random';

const WORDS = ['Bärlauch', 'SUPPE', 'Käse', 'Straße', 'crème', 'brûlée', 'Kürbis-Suppe', 'a', 'ß', '  ', 'Ofen2', 'İst', 'Łódź'];

/** What resolveSearch must answer: the terms of a fresh fold, and them as a PostgreSQL array literal. */
function expected(query: string) {
  const terms = searchTerms(query);
  return terms.length === 0 ? null : { terms, termsValue: `{${terms.join(',')}}` };
}

describe('resolveSearch', () => {
  it('answers every text as a fresh fold would, also after its cache started over', () => {
    const next = random(7);
    const pick = (n: number) => Math.floor(next() * n);
    // 3,000 distinct texts, each asked twice, pass the cache's 1,000 entries several times.
    const queries = Array.from({ length: 3000 }, (_, i) => {
      const words = Array.from({ length: 1 + pick(3) }, () => WORDS[pick(WORDS.length)]);
      return `${words.join(' ')} ${i % 7 === 0 ? '' : String(i)}`;
    });
    for (const query of [...queries, ...queries.slice().reverse()]) expect(resolveSearch(query)).toEqual(expected(query));
  });

  it('folds umlauts, ß and accents, drops one-letter words and writes the terms as one array value', () => {
    const search = resolveSearch('Kürbis-Suppe mit Straße a crème');
    expect(search?.terms).toEqual(['kurbis', 'suppe', 'mit', 'strasse', 'creme']);
    expect(search && searchValues(search)).toEqual({ terms: '{kurbis,suppe,mit,strasse,creme}' });
    expect(resolveSearch(' a ß ')).toEqual({ terms: ['ss'], termsValue: '{ss}' });
    expect(resolveSearch('a - !')).toBeNull();
  });

  it('hands out results no caller can change for the next request', () => {
    const first = resolveSearch('Bärlauch Pesto');
    expect(() => (first?.terms as string[]).push('gift')).toThrow(TypeError);
    expect(resolveSearch('Bärlauch Pesto')?.terms).toEqual(['barlauch', 'pesto']);
  });
});
