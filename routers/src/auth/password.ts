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

export function isCommonPassword(password: string, username: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PASSWORDS.has(lower) || lower === username.toLowerCase();
}
