import { z } from 'zod';

export const ZUserId = z
  .number({ error: 'Ungültige Benutzer-ID' })
  .int('Ungültige Benutzer-ID')
  .positive('Ungültige Benutzer-ID')
  .max(2_147_483_647, 'Ungültige Benutzer-ID');

export const ZUserIdInput = z.object({ id: ZUserId });

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
export const ZPageInput = z.object({
  limit: z.preprocess(emptyToUndefined, z.number().int().min(1).max(50).default(20)),
  cursor: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
});

export const ZUserPageInput = ZUserIdInput.extend(ZPageInput.shape);

export const ZFollowStats = z.object({ followerCount: z.number().int(), followingCount: z.number().int() });
export const ZFollowState = ZFollowStats.extend({ isFollowing: z.boolean() });
export const ZIsFollowing = z.object({ isFollowing: z.boolean() });

/** A member in a list: public fields only. */
export const ZMemberCard = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  verified: z.boolean(),
});

export const ZMemberList = z.object({ users: z.array(ZMemberCard), nextCursor: z.string().nullable() });
