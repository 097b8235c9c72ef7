import { z } from 'zod';

/** A push message and its audience: what features queue (ports/job-queue.ts) and the push jobs deliver. */
export const PUSH_TITLE_MAX = 100;
export const PUSH_BODY_MAX = 300;

/** What the service worker shows. */
export const ZPushMessage = z.object({
  title: z.string().max(PUSH_TITLE_MAX),
  body: z.string().max(PUSH_BODY_MAX),
  url: z.string().max(500),
});
export type TPushMessage = z.infer<typeof ZPushMessage>;

/** Whom a push goes to; the fan-out job turns it into one delivery per device. */
export const ZPushAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('followers'), userId: z.number().int().positive() }),
]);
export type TPushAudience = z.infer<typeof ZPushAudience>;

export const ZPushFanout = z.object({ message: ZPushMessage, audience: ZPushAudience });
export type TPushFanout = z.infer<typeof ZPushFanout>;
