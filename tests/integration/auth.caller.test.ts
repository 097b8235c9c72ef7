import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { createContextInner, type TCookieJar, validateSessionToken } from '@kochclip/routers/server';
import { createCaller } from '@kochclip/routers';
import { testDb } from '../support/db';
import { uniqueUser } from '../support/http';

function recordingCookies() {
  const jar: { token?: string; cleared: boolean } = { cleared: false };
  const cookies: TCookieJar = {
    setSession: (token) => {
      jar.token = token;
    },
    clearSession: () => {
      jar.cleared = true;
    },
  };
  return { jar, cookies };
}

async function expectCode(promise: Promise<unknown>, code: TRPCError['code'], message?: string) {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe(code);
  if (message) expect((error as TRPCError).message).toBe(message);
}

describe('auth procedures through createCaller', () => {
  it('registers, hands the session token to the cookie jar, and the token validates', async () => {
    const { db } = testDb();
    const { jar, cookies } = recordingCookies();
    const user = uniqueUser('caller');
    const caller = createCaller(createContextInner({ db, cookies }));
    const created = await caller.auth.register({ ...user, firstName: null, lastName: null });
    expect(created.username).toBe(user.username);
    expect(jar.token).toBeDefined();
    const session = await validateSessionToken(db, jar.token ?? '');
    expect(session?.user.id).toBe(created.id);
  });

  it('answers me() with UNAUTHORIZED for a visitor', async () => {
    const caller = createCaller(createContextInner({ db: testDb().db }));
    await expectCode(caller.auth.me(), 'UNAUTHORIZED', 'Anmeldung erforderlich');
  });

  it('maps validation failures to BAD_REQUEST with German text', async () => {
    const caller = createCaller(createContextInner({ db: testDb().db }));
    await expectCode(caller.auth.register({ ...uniqueUser(), password: '123', firstName: null, lastName: null }), 'BAD_REQUEST');
  });

  it('logs out by deleting the session, so the token no longer validates', async () => {
    const { db } = testDb();
    const { jar, cookies } = recordingCookies();
    const user = uniqueUser('caller');
    await createCaller(createContextInner({ db, cookies })).auth.register({ ...user, firstName: null, lastName: null });
    const validated = await validateSessionToken(db, jar.token ?? '');
    if (!validated) throw new Error('session missing');
    const caller = createCaller(createContextInner({ db, cookies, user: validated.user, session: validated.session }));
    await caller.auth.logout();
    expect(jar.cleared).toBe(true);
    expect(await validateSessionToken(db, jar.token ?? '')).toBeNull();
  });
});
