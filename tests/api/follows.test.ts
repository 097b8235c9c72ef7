import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows } from '@kochclip/db/schema';
import { HttpClient } from '../support/http';
import { signUp } from '../support/members';
import { startTestServer, type TTestServer } from '../support/server';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const visitor = () => new HttpClient(server.url);

describe('following a member', () => {
  it('follows and unfollows with bodiless POST and DELETE, and the counts follow along', async () => {
    const [fan, cook] = await Promise.all([signUp(server.url, 'fan'), signUp(server.url, 'cook')]);
    expect((await fan.http.get(`/api/users/${cook.id}/is-following`)).json).toEqual({ isFollowing: false });

    const followed = await fan.http.request('POST', `/api/users/${cook.id}/follow`);
    expect(followed.status, followed.text).toBe(200);
    expect(followed.json).toEqual({ isFollowing: true, followerCount: 1, followingCount: 0 });
    expect((await fan.http.get(`/api/users/${cook.id}/is-following`)).json).toEqual({ isFollowing: true });
    expect((await visitor().get(`/api/users/${fan.id}/follow-stats`)).json).toEqual({ followerCount: 0, followingCount: 1 });

    const unfollowed = await fan.http.delete(`/api/users/${cook.id}/follow`);
    expect(unfollowed.json).toEqual({ isFollowing: false, followerCount: 0, followingCount: 0 });
    const again = await fan.http.delete(`/api/users/${cook.id}/follow`);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ isFollowing: false, followerCount: 0 });
  });

  it('keeps one follow when the same member follows 10 times at once', async () => {
    const [fan, cook] = await Promise.all([signUp(server.url, 'fan'), signUp(server.url, 'cook')]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => fan.http.request('POST', `/api/users/${cook.id}/follow`)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const rows = await server.db
      .select()
      .from(follows)
      .where(and(eq(follows.followerId, fan.id), eq(follows.followingId, cook.id)));
    expect(rows).toHaveLength(1);
    expect((await visitor().get(`/api/users/${cook.id}/follow-stats`)).json).toEqual({ followerCount: 1, followingCount: 0 });
  });

  it('refuses to follow oneself with 400', async () => {
    const me = await signUp(server.url, 'selbst');
    const res = await me.http.request('POST', `/api/users/${me.id}/follow`);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Du kannst dir nicht selbst folgen.');
  });

  it('asks visitors to sign in with 401', async () => {
    const cook = await signUp(server.url, 'cook');
    expect((await visitor().request('POST', `/api/users/${cook.id}/follow`)).status).toBe(401);
    expect((await visitor().delete(`/api/users/${cook.id}/follow`)).status).toBe(401);
    expect((await visitor().get(`/api/users/${cook.id}/is-following`)).status).toBe(401);
  });

  it("answers 404 'Benutzer nicht gefunden' for an unknown member and 400 for a bad id", async () => {
    const fan = await signUp(server.url, 'fan');
    for (const res of [
      await fan.http.request('POST', '/api/users/2000000000/follow'),
      await fan.http.delete('/api/users/2000000000/follow'),
      await visitor().get('/api/users/2000000000/follow-stats'),
      await visitor().get('/api/users/2000000000/followers'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('Benutzer nicht gefunden');
    }
    expect((await fan.http.request('POST', '/api/users/abc/follow')).status).toBe(400);
  });
});

describe('follower lists', () => {
  it('pages through followers newest first without e-mail addresses', async () => {
    const cook = await signUp(server.url, 'cook');
    const fans = [];
    for (let i = 0; i < 3; i += 1) {
      const fan = await signUp(server.url, 'fan');
      await fan.http.request('POST', `/api/users/${cook.id}/follow`);
      fans.push(fan);
    }
    const first = await visitor().get(`/api/users/${cook.id}/followers?limit=2`);
    expect(first.status, first.text).toBe(200);
    const page1 = first.json as unknown as { users: { username: string }[]; nextCursor: string | null };
    expect(page1.users.map((u) => u.username)).toEqual([fans[2]?.username, fans[1]?.username]);
    expect(JSON.stringify(page1)).not.toMatch(/email/i);
    const second = await visitor().get(`/api/users/${cook.id}/followers?limit=2&cursor=${page1.nextCursor ?? ''}`);
    const page2 = second.json as unknown as { users: { username: string }[]; nextCursor: string | null };
    expect(page2.users.map((u) => u.username)).toEqual([fans[0]?.username]);
    expect(page2.nextCursor).toBeNull();

    const following = await visitor().get(`/api/users/${fans[0]?.id ?? 0}/following`);
    expect((following.json as unknown as { users: { id: number }[] }).users.map((u) => u.id)).toEqual([cook.id]);
    expect((await visitor().get(`/api/users/${cook.id}/followers?cursor=kaputt`)).status).toBe(400);
  });
});
