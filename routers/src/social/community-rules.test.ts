import { describe, expect, it } from 'vitest';
import { berlinMidnight, SEED_CHALLENGES } from '@kochclip/db/seed';
import { challengeStatus } from '../shared/challenge-status';
import { roundedAverage } from './ratings.service';

describe('challenge status', () => {
  const challenge = { startDate: new Date('2026-12-01T00:00:00+01:00'), endDate: new Date('2026-12-24T23:59:59.999+01:00') };

  it('is "Bald verfügbar" before the start, "Aktiv" from start to end inclusive, "Beendet" after', () => {
    expect(challengeStatus(challenge, new Date('2026-11-30T23:59:59.999+01:00'))).toBe('Bald verfügbar');
    expect(challengeStatus(challenge, challenge.startDate)).toBe('Aktiv');
    expect(challengeStatus(challenge, challenge.endDate)).toBe('Aktiv');
    expect(challengeStatus(challenge, new Date('2026-12-25T00:00:00+01:00'))).toBe('Beendet');
  });
});

describe('Berlin midnight', () => {
  it('is 23:00 UTC in winter and 22:00 UTC in summer', () => {
    expect(berlinMidnight(new Date('2026-01-15T12:00:00Z'), 0).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(berlinMidnight(new Date('2026-07-15T12:00:00Z'), 1).toISOString()).toBe('2026-07-15T22:00:00.000Z');
  });

  it('takes the Berlin day, not the UTC day, shortly before midnight UTC', () => {
    expect(berlinMidnight(new Date('2026-01-15T23:30:00Z'), 0).toISOString()).toBe('2026-01-15T23:00:00.000Z');
  });
});

describe('seed challenges', () => {
  it('bring at least two active, one upcoming and one ended challenge', () => {
    const statuses = SEED_CHALLENGES.map((c) => (c.startDay > 0 ? 'Bald verfügbar' : c.endDay <= 0 ? 'Beendet' : 'Aktiv'));
    expect(statuses.filter((s) => s === 'Aktiv').length).toBeGreaterThanOrEqual(2);
    expect(statuses).toContain('Bald verfügbar');
    expect(statuses).toContain('Beendet');
  });
});

describe('rounded rating average', () => {
  it('rounds half away from zero like PostgreSQL round(avg, 2)', () => {
    expect(roundedAverage([])).toBeNull();
    expect(roundedAverage([5, 4, 4])).toBe(4.33);
    expect(roundedAverage([...Array<number>(39).fill(4), 1])).toBe(3.93);
    expect(roundedAverage([...Array<number>(39).fill(4), 5])).toBe(4.03);
  });
});
