import { eq } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { challenges, challengeSubmissions } from '@kochclip/db/schema';
import { AppError, notFound } from '../errors';
import { challengeStatus } from '../shared/challenge-status';
import { CHALLENGE_NOT_FOUND, getChallenge } from '../shared/challenges';
import type { TStoredPicture } from '../shared/stored-picture';
import { recordAudit, type TAuditActor } from '../shared/audit';
import { DATES_ORDER } from './challenges.schemas';

interface TChallengeFields {
  title: string;
  description: string;
  rules: string | null;
  tags: string[];
  startDate: Date;
  endDate: Date;
}

export async function createChallenge(db: TDb, params: { actor: TAuditActor } & TChallengeFields) {
  const { actor, ...fields } = params;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(challenges)
      .values({ ...fields, creatorId: actor.id })
      .returning({ id: challenges.id });
    if (!row) throw new Error('challenge insert returned no row');
    await recordAudit(tx, actor, {
      action: 'challenge.create',
      targetType: 'challenge',
      targetId: row.id,
      details: { title: fields.title },
    });
    return row.id;
  });
  return getChallenge(db, { id });
}

/** Changes the given fields; the dates are checked together with the stored ones. */
export async function updateChallenge(db: TDb, params: { actor: TAuditActor; id: number } & Partial<TChallengeFields>) {
  const { actor, id, ...changes } = params;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ title: challenges.title, startDate: challenges.startDate, endDate: challenges.endDate })
      .from(challenges)
      .where(eq(challenges.id, id))
      .for('update');
    if (!current) throw notFound(CHALLENGE_NOT_FOUND);
    const startDate = changes.startDate ?? current.startDate;
    const endDate = changes.endDate ?? current.endDate;
    if (endDate <= startDate) throw new AppError('BAD_REQUEST', DATES_ORDER, [{ path: 'endDate', message: DATES_ORDER }]);
    const fields = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    if (Object.keys(fields).length > 0) await tx.update(challenges).set(fields).where(eq(challenges.id, id));
    await recordAudit(tx, actor, {
      action: 'challenge.update',
      targetType: 'challenge',
      targetId: id,
      details: { title: changes.title ?? current.title, fields: Object.keys(fields) },
    });
  });
  return getChallenge(db, { id });
}

export const CHALLENGE_NOT_RUNNING = 'Diese Challenge hat noch nicht begonnen. Lösche sie oder verschiebe ihren Beginn.';
export const CHALLENGE_ALREADY_ENDED = 'Diese Challenge ist bereits beendet.';

/**
 * Ends a running challenge now: its end becomes this instant, so from now on it shows as Beendet and takes no
 * entries; the entries it has stay. One that has not begun or has ended already is refused with 409.
 */
export async function endChallenge(db: TDb, params: { actor: TAuditActor; id: number }) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ title: challenges.title, startDate: challenges.startDate, endDate: challenges.endDate })
      .from(challenges)
      .where(eq(challenges.id, params.id))
      .for('update');
    if (!current) throw notFound(CHALLENGE_NOT_FOUND);
    const at = new Date();
    const status = challengeStatus(current, at);
    if (status === 'Bald verfügbar') throw new AppError('CONFLICT', CHALLENGE_NOT_RUNNING);
    if (status === 'Beendet') throw new AppError('CONFLICT', CHALLENGE_ALREADY_ENDED);
    await tx.update(challenges).set({ endDate: at }).where(eq(challenges.id, params.id));
    await recordAudit(tx, params.actor, {
      action: 'challenge.end',
      targetType: 'challenge',
      targetId: params.id,
      details: { title: current.title, plannedEnd: current.endDate.toISOString() },
    });
  });
  return getChallenge(db, { id: params.id });
}

/** The challenge and its entries; returns the entries' pictures to remove once the delete committed. */
export async function deleteChallenge(db: TDb, params: { actor: TAuditActor; id: number }): Promise<TStoredPicture[]> {
  return db.transaction(async (tx) => {
    const [challenge] = await tx
      .select({ title: challenges.title })
      .from(challenges)
      .where(eq(challenges.id, params.id))
      .for('update');
    if (!challenge) throw notFound(CHALLENGE_NOT_FOUND);
    const pictures = await tx
      .select({ imageUrl: challengeSubmissions.imageUrl, thumbnailUrl: challengeSubmissions.thumbnailUrl })
      .from(challengeSubmissions)
      .where(eq(challengeSubmissions.challengeId, params.id));
    await tx.delete(challenges).where(eq(challenges.id, params.id));
    await recordAudit(tx, params.actor, {
      action: 'challenge.delete',
      targetType: 'challenge',
      targetId: params.id,
      details: { title: challenge.title, entries: pictures.length },
    });
    return pictures;
  });
}
