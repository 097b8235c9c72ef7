import { describe, expect, it } from 'vitest';
import { isoText, jsonText } from '@kochclip/server/rest/json-text';

describe('REST JSON text', () => {
  it('writes exactly what JSON.stringify writes, dates included', () => {
    const make = () => ({
      recipes: [
        { id: 1, createdAt: new Date('2025-03-11T10:39:00Z'), tags: ['günstig'], createdBy: null },
        { id: 2, createdAt: new Date('2026-11-25T08:00:00.123Z'), tags: [], createdBy: { since: new Date(0) } },
      ],
      nested: [[new Date('2024-02-29T23:59:59Z')], [null, 'text', 3]],
      broken: new Date(Number.NaN),
      nextCursor: null,
    });
    expect(jsonText(make())).toBe(JSON.stringify(make()));
    const parsed = JSON.parse(jsonText(make())) as { recipes: { createdAt: string }[]; broken: unknown };
    expect(parsed.recipes[0]?.createdAt).toBe('2025-03-11T10:39:00.000Z');
    expect(parsed.broken).toBeNull();
  });

  it('handles a bare date, an array and a scalar answer', () => {
    const date = new Date('2025-01-01T00:00:00Z');
    expect(jsonText(date)).toBe(JSON.stringify(date));
    expect(jsonText([date, 1])).toBe(JSON.stringify([date, 1]));
    expect(jsonText('Hallo')).toBe('"Hallo"');
    expect(jsonText(null)).toBe('null');
  });

  it('writes every date as Date#toISOString does, at the edges of the four-digit years too', () => {
    const edges = [
      '0999-12-31T23:59:59.999Z',
      '1000-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
      '+010000-01-01T00:00:00.000Z',
      '-000001-06-15T12:00:00.000Z',
    ];
    const dates = edges.map((text) => new Date(text));
    for (let i = 0; i < 2000; i += 1) dates.push(new Date(Date.UTC(1970, 0, 1) + i * 9_876_543_217));
    for (const date of dates) expect(isoText(date)).toBe(date.toISOString());
    expect(isoText(new Date(Number.NaN))).toBeNull();
  });
});
