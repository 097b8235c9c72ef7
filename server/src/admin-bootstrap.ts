import type { TDb } from '@kochclip/db';
import { ensureAdminAccount, type TAdminAccountInput, type TAdminOutcome } from '@kochclip/routers/server';

const OUTCOME_TEXT: Record<TAdminOutcome, string> = {
  created: 'angelegt',
  promoted: 'zum Admin gemacht',
  unchanged: 'ist bereits Admin',
};

/** Ensures the admin account and says in one German line what happened; invalid settings fail with their reason. */
export async function bootstrapAdmin(db: TDb, account: TAdminAccountInput): Promise<string> {
  try {
    const outcome = await ensureAdminAccount(db, account);
    return `Admin-Konto „${account.username.trim()}“ ${OUTCOME_TEXT[outcome]}.`;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Admin-Konto „${account.username.trim()}“ konnte nicht angelegt werden: ${reason}`, { cause: error });
  }
}
