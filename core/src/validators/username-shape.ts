/**
 * The shape of a username without zod: the profile route (`/u/{username}`, `/{username}`) asks whether a path
 * segment can be a username at all before it loads anything, and a page that only shows a profile loads no zod.
 * `ZUsername` (./auth.ts) states the same rules with their German messages; a unit test keeps the two in step.
 */
export const USERNAME_PATTERN = /^[a-zA-Z0-9_.-]+$/;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

/** Whether a path segment can be a username at all (what `ZUsername` accepts, with nothing to trim). */
export function isPossibleUsername(value: string): boolean {
  return value.length >= USERNAME_MIN_LENGTH && value.length <= USERNAME_MAX_LENGTH && USERNAME_PATTERN.test(value);
}
