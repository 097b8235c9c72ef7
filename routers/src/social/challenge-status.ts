import type { TChallengeStatus } from './challenges.schemas';

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

export const CHALLENGE_NOT_STARTED = 'Diese Challenge hat noch nicht begonnen. Einreichungen sind erst ab dem Start möglich.';
export const CHALLENGE_ENDED = 'Diese Challenge ist bereits beendet. Es sind keine Einreichungen mehr möglich.';
export const ALREADY_SUBMITTED = 'Du hast bereits einen Beitrag zu dieser Challenge eingereicht.';
