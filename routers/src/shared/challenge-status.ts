import type { TChallengeStatus } from './challenge.schemas';

/**
 * Start and end are stored as instants (timestamptz), so comparing them with now is the same in every time
 * zone; Europe/Berlin decides only which instants the dates mean (the seed and the web show Berlin dates).
 * The end is inclusive: a challenge is still active at its end instant.
 */
export function challengeStatus(challenge: { startDate: Date; endDate: Date }, now: Date = new Date()): TChallengeStatus {
  if (now < challenge.startDate) return 'Bald verfügbar';
  if (now > challenge.endDate) return 'Beendet';
  return 'Aktiv';
}
