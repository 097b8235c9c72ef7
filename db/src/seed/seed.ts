import { eq, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../client';
import { comments, likes, ratings, recipes, subscriptions, users } from '../schema';
import { seedChallenges } from './challenges.data';
import { illustrationSvg } from '@kochclip/core';
import { seedRecipes, type TSeedRecipe } from './recipes.data';

export const DEMO_PASSWORD = 'kochclip-demo';

export const DEMO_USERS = [
  {
    username: 'admin',
    email: 'admin@kochclip.de',
    firstName: 'Alex',
    lastName: 'Admin',
    role: 'admin',
    verified: true,
    isPremium: false,
    bio: 'Ich kümmere mich um Kochclip.',
  },
  {
    username: 'anna',
    email: 'anna@kochclip.de',
    firstName: 'Anna',
    lastName: 'Becker',
    role: 'user',
    verified: true,
    isPremium: true,
    bio: 'Hobbyköchin aus Freiburg. Liebe Ofengerichte und alles mit Kürbis.',
  },
  {
    username: 'max',
    email: 'max@kochclip.de',
    firstName: 'Max',
    lastName: 'Hoffmann',
    role: 'user',
    verified: false,
    isPremium: false,
    bio: 'Grillen, Pasta, schnelle Feierabendküche.',
  },
  {
    username: 'lena',
    email: 'lena@kochclip.de',
    firstName: 'Lena',
    lastName: 'Schulz',
    role: 'user',
    verified: false,
    isPremium: false,
    bio: 'Vegetarisch und gern asiatisch.',
  },
] as const;

export interface TSeedOptions {
  hashPassword: (password: string) => Promise<string>;
  /** Stores a generated illustration and returns its public URL. */
  saveImage: (fileName: string, svg: string) => Promise<string>;
}

const COMMENTS = [
  'Super lecker, gibt es bei uns jetzt jede Woche!',
  'Habe etwas weniger Salz genommen, trotzdem top.',
  'Gelingt wirklich einfach. Danke fürs Teilen!',
  'Mit frischen Kräutern noch besser.',
  'Die Kinder waren begeistert.',
  'Ich habe die doppelte Menge gemacht und eingefroren.',
];

/** Deterministic pseudo-random numbers, so every install gets the same demo data. */
function prng(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Seeds demo users, recipes, some activity and challenges once; a second run changes nothing. */
export async function seedDemoData(db: TDb, options: TSeedOptions): Promise<{ seeded: boolean }> {
  const passwordHash = await options.hashPassword(DEMO_PASSWORD);
  const images = new Map<string, string>();
  for (const recipe of seedRecipes) {
    images.set(recipe.slug, await options.saveImage(`seed-${recipe.slug}.svg`, illustrationSvg(recipe)));
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(774411)`);
    const [existing] = await tx.select({ id: recipes.id }).from(recipes).where(eq(recipes.source, 'seed')).limit(1);
    if (existing) {
      await seedChallenges(tx);
      return { seeded: false };
    }
    const userIds = await insertUsers(tx, passwordHash);
    await insertRecipes(tx, userIds, images);
    await seedChallenges(tx);
    return { seeded: true };
  });
}

/** Demo referral codes in the readable alphabet of real ones (no 0/O, 1/I): KCHANNA2, KCHMAX22, … */
const demoReferralCode = (username: string) =>
  `KCH${username.toUpperCase().replace(/[^A-HJ-NP-Z2-9]/g, '')}`.padEnd(8, '2').slice(0, 8);

async function insertUsers(tx: TTx, passwordHash: string): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const u of DEMO_USERS) {
    const premiumUntil = u.isPremium ? new Date(Date.now() + 365 * 24 * 3600 * 1000) : null;
    const [row] = await tx
      .insert(users)
      .values({
        ...u,
        passwordHash,
        premiumUntil,
        referralCode: demoReferralCode(u.username),
        kitchenDevices: u.username === 'anna' ? ['Thermomix', 'Heißluftfritteuse'] : [],
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Premium demo members hold a yearly subscription (without Stripe ids), so premium stays one derived state.
    if (row && premiumUntil) {
      await tx.insert(subscriptions).values({ userId: row.id, plan: 'yearly', status: 'active', currentPeriodEnd: premiumUntil });
    }
    const id = row?.id ?? (await tx.select({ id: users.id }).from(users).where(eq(users.username, u.username)))[0]?.id;
    if (id === undefined) throw new Error(`demo user ${u.username} missing`);
    ids.set(u.username, id);
  }
  return ids;
}

async function insertRecipes(tx: TTx, userIds: Map<string, number>, images: Map<string, string>): Promise<void> {
  const random = prng(42);
  const memberIds = [...userIds.values()];
  const dayMs = 24 * 3600 * 1000;
  const now = Date.now();
  for (const [index, r] of seedRecipes.entries()) {
    const createdAt = new Date(now - (seedRecipes.length - index) * dayMs * 1.7);
    const [row] = await tx
      .insert(recipes)
      .values({
        ...recipeColumns(r),
        imageUrl: images.get(r.slug) ?? null,
        createdById: userIds.get(r.author) ?? null,
        viewCount: Math.floor(random() * 900) + 20,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: recipes.id });
    if (!row) continue;
    const fans = memberIds.filter(() => random() < 0.45);
    if (fans.length > 0) await tx.insert(likes).values(fans.map((userId) => ({ userId, recipeId: row.id })));
    const raters = memberIds.filter((id) => id !== userIds.get(r.author) && random() < 0.5);
    if (raters.length > 0) {
      await tx
        .insert(ratings)
        .values(
          raters.map((userId) => ({
            userId,
            recipeId: row.id,
            rating: 3 + Math.floor(random() * 3),
            comment: random() < 0.5 ? 'Sehr gut gelungen!' : null,
          })),
        );
    }
    if (random() < 0.5) {
      const userId = memberIds[Math.floor(random() * memberIds.length)] ?? memberIds[0];
      const content = COMMENTS[Math.floor(random() * COMMENTS.length)] ?? COMMENTS[0];
      if (userId !== undefined && content) await tx.insert(comments).values({ recipeId: row.id, userId, content });
    }
  }
  await tx.execute(sql`update recipes set like_count = (select count(*) from likes where likes.recipe_id = recipes.id)`);
}

function recipeColumns(r: TSeedRecipe) {
  return {
    title: r.title,
    description: r.description,
    category: r.category,
    difficulty: r.difficulty,
    duration: r.duration,
    servings: r.servings,
    tags: r.tags,
    ingredients: r.ingredients,
    instructions: r.instructions,
    source: 'seed' as const,
    originalVideoUrl: r.originalVideo?.url ?? null,
    originalCreator: r.originalVideo?.creator ?? null,
    originalPlatform: r.originalVideo?.platform ?? null,
  };
}
