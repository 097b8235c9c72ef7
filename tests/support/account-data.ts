import { expect } from 'vitest';
import type { TDb } from '@kochclip/db';
import { aiUsage, payments, pushSubscriptions } from '@kochclip/db/schema';
import { imagePart, insertRecipe, photoJpeg, postForm, registerMember, type TCommunityMember } from './community';

export interface TFilledMember extends TCommunityMember {
  token: string;
  recipeIds: number[];
  /** The member's top-level comment that another member answered. */
  answeredCommentId: number;
  /** Another member's reply to it. */
  replyOfOtherId: number;
  /** A recipe of another member the member liked. */
  likedRecipeId: number;
}

async function ok(res: Promise<{ status: number; text: string; json: Record<string, unknown> }>) {
  const answer = await res;
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
}

/** Berlin's today as the meal plan takes it (free members plan the current week). */
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());

/**
 * A member with something in every corner of Kochclip: recipes, pictures, comments (one answered by `other`),
 * ratings, likes, collections, cookbooks, follows both ways, a shopping list, the meal plan, a report, a referral,
 * a payment, a push subscription, an API token. `other` is a second member the data points at.
 */
export async function fillMember(baseUrl: string, db: TDb, other: TCommunityMember): Promise<TFilledMember> {
  const member = await registerMember(baseUrl);
  const { http } = member;
  const recipeIds = [
    await insertRecipe(member.id, 'Mein Linseneintopf', db),
    await insertRecipe(member.id, 'Meine Dinkelwaffeln', db),
  ];
  const othersRecipe = await insertRecipe(other.id, 'Fremder Apfelkuchen', db);

  const photo = await photoJpeg();
  expect((await postForm(baseUrl, '/api/user/profile-image', member, [imagePart(photo)])).status).toBe(200);
  expect((await postForm(baseUrl, '/api/user/header-image', member, [imagePart(photo)])).status).toBe(200);
  expect((await postForm(baseUrl, `/api/recipes/${othersRecipe}/user-images`, member, [imagePart(photo)])).status).toBe(200);

  const answered = await ok(http.post(`/api/recipes/${othersRecipe}/comments`, { content: 'Sehr lecker!' }));
  const reply = await ok(
    other.http.post(`/api/recipes/${othersRecipe}/comments`, { content: 'Danke dir!', parentId: answered.id }),
  );
  await ok(http.post(`/api/recipes/${othersRecipe}/comments`, { content: 'Noch ein Gedanke', parentId: reply.id }));
  await ok(http.post(`/api/recipes/${othersRecipe}/comments`, { content: 'Ohne Antwort' }));
  const othersComment = await ok(other.http.post(`/api/recipes/${recipeIds[0]}/comments`, { content: 'Frage zum Eintopf' }));
  await ok(http.post(`/api/recipes/${recipeIds[0]}/comments`, { content: 'Antwort der Köchin', parentId: othersComment.id }));

  await ok(http.post(`/api/recipes/${othersRecipe}/ratings`, { rating: 5, comment: 'Top' }));
  await ok(http.post(`/api/recipes/${othersRecipe}/like`));
  await ok(other.http.post(`/api/recipes/${recipeIds[0]}/like`));

  const collection = await ok(http.post('/api/collections', { name: 'Lieblinge' }));
  await ok(http.post(`/api/collections/${Number(collection.id)}/recipes`, { recipeId: othersRecipe }));
  const cookbook = await ok(http.post('/api/cookbooks', { title: 'Mein Kochbuch' }));
  await ok(http.post(`/api/cookbooks/${Number(cookbook.id)}/recipes`, { recipeId: recipeIds[0] }));

  await ok(http.post(`/api/users/${other.id}/follow`));
  await ok(other.http.post(`/api/users/${member.id}/follow`));

  const list = await ok(http.post('/api/shopping-lists', { title: 'Wocheneinkauf' }));
  await ok(http.post(`/api/shopping-lists/${Number(list.id)}/items`, { name: 'Hafermilch' }));
  await ok(http.post('/api/meal-plan/entries', { date: today(), slot: 'dinner', recipeId: othersRecipe }));
  await ok(http.post('/api/reports', { type: 'recipe', id: othersRecipe, reason: 'Spam' }));

  const code = await ok(other.http.post('/api/referral/generate'));
  await ok(http.post('/api/referral/use', { referralCode: code.referralCode }));

  await db.insert(payments).values({
    userId: member.id,
    plan: 'monthly',
    paymentIntentId: `pi_test_${member.id}`,
    amountCents: 499,
    currency: 'eur',
    status: 'succeeded',
  });
  await db.insert(pushSubscriptions).values({
    userId: member.id,
    endpoint: `https://push.example.de/${member.id}`,
    p256dh: 'schluessel',
    auth: 'geheimnis',
  });
  await db.insert(aiUsage).values({ userId: member.id, month: today().slice(0, 7), count: 2 });

  const token = await ok(http.post('/api/auth/token', { username: member.username, password: member.password }));
  return {
    ...member,
    token: String(token.token),
    recipeIds,
    answeredCommentId: Number(answered.id),
    replyOfOtherId: Number(reply.id),
    likedRecipeId: othersRecipe,
  };
}
