import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes, referralRedemptions, users } from '@kochclip/db/schema';
import { settleAfterOwnRecipe } from '@kochclip/routers/server';
import { signedInMember as unverifiedMember, type TMember } from '../support/edge';
import { minimalPdf, PANCAKE_RECIPE } from '../support/fixtures';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startTestServer, type TTestServer } from '../support/server';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const CAP = 3;

let database: TIsolatedDb;
let server: TTestServer;
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_referral');
  server = await startTestServer({ recipeCreationsPerMinute: 100, referralWeeksPerMonth: CAP }, { database: database.handle });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const db = () => database.handle.db;

/** A member who verified their e-mail address, the other half of what qualifies a referee. */
async function signedInMember(on: TTestServer): Promise<TMember> {
  const m = await unverifiedMember(on);
  await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, m.id));
  return m;
}

async function codeOf(m: TMember): Promise<string> {
  const res = await m.http.post('/api/referral/generate');
  expect(res.status, res.text).toBe(200);
  return String(res.json.referralCode);
}

/** Milliseconds of premium left, as the member's own account says. */
async function premiumLeftMs(m: TMember): Promise<number> {
  const res = await m.http.get('/api/user');
  const premiumUntil = res.json.premiumUntil as string | null;
  const until = premiumUntil ? new Date(premiumUntil).getTime() : Date.now();
  return until - Date.now();
}

async function rewardsOf(referrerId: number) {
  return db()
    .select({ reward: referralRedemptions.referrerReward })
    .from(referralRedemptions)
    .where(eq(referralRedemptions.referrerId, referrerId));
}

/** A recipe of the member, written straight into the database (qualifying without a creation request). */
async function ownRecipe(memberId: number): Promise<void> {
  await db()
    .insert(recipes)
    .values({ title: 'Linseneintopf', source: 'prompt', createdById: memberId, ingredients: [], instructions: [] });
}

/** Creates a recipe from a PDF the way a member does (the built-in parser, no network). */
async function createRecipeFromPdf(m: TMember) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(minimalPdf(PANCAKE_RECIPE))], { type: 'application/pdf' }), 'rezept.pdf');
  return fetch(`${server.url}/api/analyze-file`, {
    method: 'POST',
    body: form,
    headers: { cookie: `kc_session=${m.http.cookie('kc_session') ?? ''}` },
  });
}

const near = (ms: number, expected: number) => Math.abs(ms - expected) < 60_000;

/** Resolves once a session of this database waits for the member's referral lock (the redemption behind the open recipe). */
async function waitForLockWaiter(memberId: number): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    const rows = await db().execute<{ n: number }>(sql`
      select count(*)::int as n from pg_locks
      where locktype = 'advisory' and not granted and objsubid = 2 and objid::bigint = ${memberId}
        and database = (select oid from pg_database where datname = current_database())`);
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('Die Einlösung hat nicht auf das offene Rezept gewartet.');
}

describe('the referrer’s week', () => {
  it('waits until the new member creates a first own recipe, then comes once', async () => {
    const referrer = await signedInMember(server);
    const referee = await signedInMember(server);
    const res = await referee.http.post('/api/referral/use', { referralCode: await codeOf(referrer) });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ message: 'Erfolgreich eingelöst!' });
    expect(near(await premiumLeftMs(referee), WEEK_MS)).toBe(true);
    expect((await referrer.http.get('/api/user')).json.isPremium).toBe(false);
    expect(await rewardsOf(referrer.id)).toEqual([{ reward: 'pending' }]);

    const created = await createRecipeFromPdf(referee);
    expect(created.status, await created.text()).toBe(200);
    expect(near(await premiumLeftMs(referrer), WEEK_MS)).toBe(true);
    expect(await rewardsOf(referrer.id)).toEqual([{ reward: 'granted' }]);

    expect((await createRecipeFromPdf(referee)).status).toBe(200);
    expect(near(await premiumLeftMs(referrer), WEEK_MS)).toBe(true);
  });

  it('waits for a verified e-mail address too, and comes once the new member verifies it', async () => {
    const referrer = await signedInMember(server);
    const referee = await unverifiedMember(server);
    await ownRecipe(referee.id);
    expect((await referee.http.post('/api/referral/use', { referralCode: await codeOf(referrer) })).status).toBe(200);
    expect(await rewardsOf(referrer.id)).toEqual([{ reward: 'pending' }]);
    expect((await referrer.http.get('/api/user')).json.isPremium).toBe(false);
    // No job queue here: the verification mail waits in the outbox with its link's token.
    const [mail] = await db().execute<{ token: string }>(
      sql`select data->>'token' as token from mail_outbox where template = 'verify-email' and data->>'username' = (select username from users where id = ${referee.id})`,
    );
    expect((await referee.http.post('/api/auth/verify-email', { token: mail?.token })).status).toBe(200);
    expect(await rewardsOf(referrer.id)).toEqual([{ reward: 'granted' }]);
    expect(near(await premiumLeftMs(referrer), WEEK_MS)).toBe(true);
  });

  it('comes at once when the new member already has an own recipe', async () => {
    const referrer = await signedInMember(server);
    const referee = await signedInMember(server);
    await ownRecipe(referee.id);
    expect((await referee.http.post('/api/referral/use', { referralCode: await codeOf(referrer) })).status).toBe(200);
    expect(near(await premiumLeftMs(referrer), WEEK_MS)).toBe(true);
  });

  it(`is capped at ${CAP} weeks in 30 days: 8 qualified members redeem at once over /api and /trpc`, async () => {
    const referrer = await signedInMember(server);
    const code = await codeOf(referrer);
    const referees = await Promise.all(Array.from({ length: 8 }, () => signedInMember(server)));
    for (const referee of referees) await ownRecipe(referee.id);
    const answers = await Promise.all(
      referees.map((referee, i) =>
        i % 2 === 0
          ? referee.http.post('/api/referral/use', { referralCode: code })
          : referee.http.post('/trpc/premium.useReferralCode', { referralCode: code }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array<number>(8).fill(200));
    for (const referee of referees) expect(near(await premiumLeftMs(referee), WEEK_MS)).toBe(true);
    expect(near(await premiumLeftMs(referrer), CAP * WEEK_MS)).toBe(true);
    const rewards = (await rewardsOf(referrer.id)).map((r) => r.reward).sort();
    expect(rewards).toEqual(['capped', 'capped', 'capped', 'capped', 'capped', 'granted', 'granted', 'granted']);
  });

  it('counts only the weeks of the last 30 days against the cap', async () => {
    const referrer = await signedInMember(server);
    const code = await codeOf(referrer);
    for (let i = 0; i < CAP; i += 1) {
      const referee = await signedInMember(server);
      await ownRecipe(referee.id);
      expect((await referee.http.post('/api/referral/use', { referralCode: code })).status).toBe(200);
    }
    const late = await signedInMember(server);
    await ownRecipe(late.id);
    expect((await late.http.post('/api/referral/use', { referralCode: code })).status).toBe(200);
    expect(near(await premiumLeftMs(referrer), CAP * WEEK_MS)).toBe(true);

    await db()
      .update(referralRedemptions)
      .set({ referrerRewardedAt: sql`now() - interval '31 days'` })
      .where(eq(referralRedemptions.referrerReward, 'granted'));
    const next = await signedInMember(server);
    await ownRecipe(next.id);
    expect((await next.http.post('/api/referral/use', { referralCode: code })).status).toBe(200);
    expect(near(await premiumLeftMs(referrer), (CAP + 1) * WEEK_MS)).toBe(true);
  });

  it('is given when the first recipe commits while the redemption waits for it (no lost week)', async () => {
    const referrer = await signedInMember(server);
    const referee = await signedInMember(server);
    const code = await codeOf(referrer);
    let redemption: Promise<{ status: number }> | undefined;
    await db().transaction(async (tx) => {
      await tx
        .insert(recipes)
        .values({ title: 'Erstes Rezept', source: 'prompt', createdById: referee.id, ingredients: [], instructions: [] });
      await settleAfterOwnRecipe(tx, { memberId: referee.id, weeksPerMonth: CAP });
      // The redemption starts while the recipe is uncommitted: it must wait for it instead of missing it.
      redemption = referee.http.post('/api/referral/use', { referralCode: code });
      await waitForLockWaiter(referee.id);
    });
    expect((await redemption)?.status).toBe(200);
    expect(near(await premiumLeftMs(referrer), WEEK_MS)).toBe(true);
    expect(await rewardsOf(referrer.id)).toEqual([{ reward: 'granted' }]);
  });

  it('gives exactly one week when a redemption and the first recipe run at the same time', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 4 }, async () => ({ referrer: await signedInMember(server), referee: await signedInMember(server) })),
    );
    const codes = await Promise.all(pairs.map(({ referrer }) => codeOf(referrer)));
    const answers = await Promise.all(
      pairs.flatMap(({ referee }, i) => [
        referee.http.post('/api/referral/use', { referralCode: codes[i] }),
        createRecipeFromPdf(referee),
      ]),
    );
    expect(answers.map((a) => a.status)).toEqual(Array<number>(8).fill(200));
    for (const { referrer } of pairs) {
      expect(near(await premiumLeftMs(referrer), WEEK_MS)).toBe(true);
      expect(await rewardsOf(referrer.id)).toEqual([{ reward: 'granted' }]);
    }
  });

  it('lets two members who refer each other redeem at the same moment without a server error', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 4 }, async () => [await signedInMember(server), await signedInMember(server)] as const),
    );
    for (const [a, b] of pairs) await Promise.all([ownRecipe(a.id), ownRecipe(b.id)]);
    const codes = await Promise.all(pairs.map(async ([a, b]) => [await codeOf(a), await codeOf(b)] as const));
    const answers = await Promise.all(
      pairs.flatMap(([a, b], i) => [
        a.http.post('/api/referral/use', { referralCode: codes[i]?.[1] }),
        b.http.post('/api/referral/use', { referralCode: codes[i]?.[0] }),
      ]),
    );
    expect(answers.map((a) => a.status)).toEqual(Array<number>(8).fill(200));
    for (const [a, b] of pairs) {
      expect(near(await premiumLeftMs(a), 2 * WEEK_MS)).toBe(true);
      expect(near(await premiumLeftMs(b), 2 * WEEK_MS)).toBe(true);
    }
  });
});
