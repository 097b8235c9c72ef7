import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';

/** argon2id with OWASP's minimum (m=19456 KiB, t=2, p=1). */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spends the same time as a real verification, so unknown usernames cannot be told apart by timing. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('kochclip-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}

/** The German reason a new password repeats the username or the e-mail address (any case, outer spaces), or null. */
export function passwordRepeatsIdentity(password: string, identity: { username: string; email: string }): string | null {
  const same = (other: string) => password.trim().toLowerCase() === other.trim().toLowerCase();
  if (same(identity.username)) return 'Das Passwort darf nicht dein Benutzername sein.';
  if (same(identity.email)) return 'Das Passwort darf nicht deine E-Mail-Adresse sein.';
  return null;
}

export function isCommonPassword(password: string, username: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PASSWORDS.has(lower) || lower === username.toLowerCase();
}
