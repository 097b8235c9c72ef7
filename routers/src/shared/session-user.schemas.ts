import { z } from 'zod';
import { USER_ROLES } from '@kochclip/db/schema';
import { ZTimestamp } from '../timestamp';

/** The signed-in member as they see themselves. Never carries hashes or payment ids. */
export const ZCurrentUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  headerImageUrl: z.string().nullable(),
  role: z.enum(USER_ROLES),
  verified: z.boolean(),
  /** The member confirmed their current e-mail address (link in a mail, or a password reset through it). */
  emailVerified: z.boolean(),
  isActive: z.boolean(),
  isPremium: z.boolean(),
  premiumUntil: ZTimestamp.nullable(),
  kitchenDevices: z.array(z.string()),
  socialMediaLinks: z.record(z.string(), z.string()),
  allergies: z.array(z.string()),
  notificationsEnabled: z.boolean(),
  referralCode: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TSessionUser = z.input<typeof ZCurrentUser>;
