import postgres from 'postgres';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { timestampTextMillis } from '@kochclip/db/timestamp-text';

// Its own connection: the session's time zone changes per case.
const sql = postgres(inject('databaseUrl'), { max: 1, onnotice: () => undefined });
afterAll(() => sql.end());

const INSTANTS = [
  '2025-03-11T10:39:00Z',
  '2025-03-30T01:30:00.5Z',
  '2024-02-29T23:59:59.999Z',
  '2026-10-25T00:59:59.123456Z',
  '1970-01-01T00:00:00Z',
  '1999-12-31T23:59:59.9Z',
  '1000-01-01T12:00:00Z',
  '9999-12-30T23:59:59.999999Z',
];

describe('PostgreSQL timestamp text', () => {
  it('reads every instant PostgreSQL prints, in every session time zone, as PostgreSQL means it', async () => {
    for (const zone of ['UTC', 'Europe/Berlin', 'Asia/Kolkata', 'America/St_Johns', 'America/Sao_Paulo', 'Pacific/Chatham']) {
      await sql.unsafe(`set time zone '${zone}'`);
      const rows = await sql<{ text: string; millis: string }[]>`
        select t::text as text, floor(extract(epoch from t) * 1000)::bigint::text as millis
        from unnest(${INSTANTS}::text[]) as s, cast(s as timestamptz) as t`;
      for (const row of rows) {
        // Local mean time before standard zones has an offset in seconds (Berlin in the year 1000: +00:53:28).
        const expected = /[+-]\d\d:\d\d:\d\d$/.test(row.text) ? Number.NaN : Number(row.millis);
        expect({ zone, text: row.text, millis: timestampTextMillis(row.text, true) }).toEqual({
          zone,
          text: row.text,
          millis: expected,
        });
      }
    }
  });

  it('reads timestamps without time zone as UTC, as Drizzle does', async () => {
    const rows = await sql<{ text: string; millis: string }[]>`
      select t::text as text, floor(extract(epoch from t) * 1000)::bigint::text as millis
      from unnest(${INSTANTS}::text[]) as s, cast(s as timestamp) as t`;
    for (const row of rows) expect(timestampTextMillis(row.text, false)).toBe(Number(row.millis));
  });

  it('leaves what it cannot read exactly to the general parser (NaN)', async () => {
    await sql`set time zone 'Europe/Amsterdam'`;
    // Before 1937 Amsterdam's offset had seconds (+00:19:32); BC dates, five-digit years and infinity are not read either.
    const rows = await sql<{ text: string }[]>`
      select t::text as text from unnest(${['1900-06-01T00:00:00Z', '0044-03-15T12:00:00Z BC', '0999-12-31T00:00:00Z', 'infinity', '-infinity']}::text[]) as s, cast(s as timestamptz) as t`;
    const texts = rows.map((row) => row.text);
    expect(texts[0]).toMatch(/\+00:19:32$/);
    for (const text of [...texts, '12345-01-01 00:00:00+00'])
      expect({ text, millis: timestampTextMillis(text, true) }).toEqual({ text, millis: Number.NaN });
    // A timestamp with time zone always carries its offset; without one, the general parser decides.
    expect(timestampTextMillis('2025-03-11 10:39:00', true)).toBeNaN();
  });
});
