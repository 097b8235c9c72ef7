import { passOnHouseholdOf } from '../shared/household';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDb, TTx } from '@kochclip/db';
import {
  challengeSubmissions,
  comments,
  dataExports,
  likes,
  mailOutbox,
  rateLimits,
  recipes,
  recipeViews,
  subscriptions,
  userImages,
  users,
} from '@kochclip/db/schema';
import { withThumbnails } from '@kochclip/db/queries';
import { addressKey, takeLoginAttempt, type TLoginLimits } from '../shared/auth-limits';
import { verifyPassword } from '../shared/password';
import { AppError, notFound } from '../errors';
import { removeUnreferencedMedia, type TMediaFiles } from '../ports/media-files';
import { PAYMENT_PROVIDER_FAILED, type TPayments } from '../ports/payments';
import type { TDeleteAccountInput } from '@kochclip/core/validators';
import type { TAccountFiles } from '../ports/account-files';

export const WRONG_PASSWORD = 'Das Passwort stimmt nicht.';
export const LAST_ADMIN_DELETE =
  'Du bist der letzte aktive Administrator. Ernenne zuerst ein anderes Mitglied zum Administrator, dann kannst du dein Konto löschen.';
export const SUBSCRIPTION_NOT_CANCELLABLE =
  'Dein Premium-Abo kann gerade nicht gekündigt werden, deshalb wurde dein Konto nicht gelöscht. Bitte versuche es später erneut.';
/** What a comment that others replied to keeps in place of the deleted member's words (never shown, see comments.service). */
const REMOVED_CONTENT = '[gelöscht]';

/** Subscriptions Stripe would still bill or is still collecting. */
const RUNNING = ['active', 'trialing', 'past_due', 'incomplete', 'unpaid'];

export interface TDeleteAccountDeps {
  payments?: TPayments;
  media?: TMediaFiles;
  files?: TAccountFiles;
  secret: string;
  clientIp: string;
  loginLimits: TLoginLimits;
}

export interface TDeleteAccountResult {
  success: true;
  recipes: 'deleted' | 'anonymized';
  recipeCount: number;
}

async function checkPassword(db: TDb, userId: number, password: string, deps: TDeleteAccountDeps): Promise<void> {
  const attempt = await takeLoginAttempt(db, {
    // The login's own account key (auth.service.ts), so confirmations and logins share one budget.
    account: `id:${userId}`,
    address: addressKey(deps.secret, deps.clientIp),
    limits: deps.loginLimits,
  });
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound('Konto nicht gefunden.');
  if (!(await verifyPassword(row.passwordHash, password))) throw new AppError('FORBIDDEN', WRONG_PASSWORD);
  await attempt.succeeded();
}

/** Stripe first: a member whose account is gone must never be billed again. */
async function cancelRunningSubscriptions(db: TDb, userId: number, payments: TPayments | undefined): Promise<void> {
  const [member] = await db.select({ customerId: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
  const running = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, RUNNING)));
  if (!payments || !member?.customerId) {
    if (running.length > 0) throw new AppError('SERVICE_UNAVAILABLE', SUBSCRIPTION_NOT_CANCELLABLE);
    return;
  }
  try {
    await payments.cancelSubscriptions(member.customerId);
  } catch {
    throw new AppError('BAD_GATEWAY', `${PAYMENT_PROVIDER_FAILED} Dein Konto wurde nicht gelöscht.`);
  }
}

async function assertNotLastAdmin(tx: TTx, userId: number): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(users.id)
    .for('update');
  const ids = admins.map((row) => row.id);
  if (ids.includes(userId) && ids.length === 1) throw new AppError('BAD_REQUEST', LAST_ADMIN_DELETE);
}

/** Every media URL the member's rows hold, read before they go. */
async function memberMedia(tx: TTx, userId: number, withRecipes: boolean): Promise<string[]> {
  const [profile] = await tx
    .select({ a: users.profileImageUrl, b: users.headerImageUrl })
    .from(users)
    .where(eq(users.id, userId));
  const photos = await tx
    .select({ a: userImages.imageUrl, b: userImages.thumbnailUrl })
    .from(userImages)
    .where(eq(userImages.userId, userId));
  const entries = await tx
    .select({ a: challengeSubmissions.imageUrl, b: challengeSubmissions.thumbnailUrl })
    .from(challengeSubmissions)
    .where(eq(challengeSubmissions.userId, userId));
  const own = withRecipes
    ? await tx.select({ a: recipes.imageUrl, b: recipes.thumbnailUrl }).from(recipes).where(eq(recipes.createdById, userId))
    : [];
  return [profile, ...photos, ...entries, ...own]
    .flatMap((row) => (row ? [row.a, row.b] : []))
    .filter((url): url is string => typeof url === 'string' && url.startsWith('/media/'));
}

/**
 * Comments of the member that others replied to stay as the thread's deleted placeholder, without author or
 * text; every other comment of the member goes with the account (the foreign key's cascade), and a placeholder
 * whose last reply was the member's goes too.
 */
async function releaseComments(tx: TTx, userId: number): Promise<void> {
  await tx
    .update(comments)
    .set({ userId: null, content: REMOVED_CONTENT, deletedAt: sql`coalesce(${comments.deletedAt}, now())` })
    .where(
      and(
        eq(comments.userId, userId),
        sql`exists (select 1 from ${comments} as reply where reply.parent_id = ${comments.id} and reply.user_id is distinct from ${userId})`,
      ),
    );
  await tx.delete(comments).where(and(eq(comments.userId, userId), isNotNull(comments.parentId)));
  await tx
    .delete(comments)
    .where(
      and(
        isNotNull(comments.deletedAt),
        isNull(comments.parentId),
        sql`not exists (select 1 from ${comments} as reply where reply.parent_id = ${comments.id})`,
      ),
    );
}

/**
 * GDPR art. 17: the member and everything personal goes in one transaction (profile, e-mail, sessions, tokens,
 * push subscriptions, follows, likes, ratings, comments, collections, cookbooks, shopping lists, meal plan,
 * payments, referrals, exports, through the foreign keys' cascades), their recipes deleted or kept under
 * 'Gelöschtes Mitglied'; files after the commit. A running Stripe subscription is cancelled before anything.
 */
export async function deleteAccount(
  db: TDb,
  params: TDeleteAccountInput & { userId: number },
  deps: TDeleteAccountDeps,
): Promise<TDeleteAccountResult> {
  await checkPassword(db, params.userId, params.password, deps);
  await db.transaction(async (tx) => assertNotLastAdmin(tx, params.userId));
  await cancelRunningSubscriptions(db, params.userId, deps.payments);

  const deleteRecipes = params.recipes === 'delete';
  const { media, archives, recipeCount } = await db.transaction(async (tx) => {
    await assertNotLastAdmin(tx, params.userId);
    const media = await memberMedia(tx, params.userId, deleteRecipes);
    const archives = await tx
      .select({ name: dataExports.fileName })
      .from(dataExports)
      .where(and(eq(dataExports.userId, params.userId), isNotNull(dataExports.fileName)));
    // Likes counters move with their rows (recipes.service setLike); the cascade would leave them too high.
    await tx.execute(sql`update ${recipes} set like_count = like_count - 1
      where id in (select ${likes.recipeId} from ${likes} where ${likes.userId} = ${params.userId})
        and ${recipes.createdById} is distinct from ${params.userId}`);
    await releaseComments(tx, params.userId);
    // Rows that name the member without a foreign key: their counted views and their rate-limit counters.
    await tx.delete(recipeViews).where(eq(recipeViews.viewerKey, `u:${params.userId}`));
    await tx.execute(
      sql`delete from ${rateLimits} where ${rateLimits.key} ~ ${`^(write:[A-Za-z]+|login:(pair|known|account):id|report:user|create:user|verify:account|reset:account:id):${params.userId}(:|$)`}`,
    );
    // Mails not yet sent to the member (the outbox keys them by address, not by account).
    const [member] = await tx.select({ email: users.email }).from(users).where(eq(users.id, params.userId));
    if (member) await tx.delete(mailOutbox).where(eq(mailOutbox.recipient, member.email));
    const own = deleteRecipes
      ? await tx.delete(recipes).where(eq(recipes.createdById, params.userId)).returning({ id: recipes.id })
      : await tx
          .update(recipes)
          .set({ createdById: null, creatorDeleted: true })
          .where(eq(recipes.createdById, params.userId))
          .returning({ id: recipes.id });
    await passOnHouseholdOf(tx, params.userId);
    await tx.delete(users).where(eq(users.id, params.userId));
    return { media, archives: archives.map((row) => row.name).filter((name) => name !== null), recipeCount: own.length };
  });

  await removeUnreferencedMedia(db, deps.media, withThumbnails(media));
  const { files } = deps;
  if (files) await Promise.allSettled(archives.map((name) => files.removeExportArchive(name)));
  return { success: true, recipes: deleteRecipes ? 'deleted' : 'anonymized', recipeCount };
}
