import { z } from 'zod';
import { ZTimestamp } from '../timestamp';
import { ZCurrentUser } from '../shared/session-user.schemas';
import { ZRecipeCard, ZRecipeListInput } from '../shared/recipe.schemas';
import {
  ALLERGY_CATEGORIES,
  ALLERGY_TEXT_MAX_LENGTH,
  isAllergyCategory,
  BIO_MAX_LENGTH,
  KITCHEN_DEVICES,
  PREMIUM_KITCHEN_DEVICES,
  SOCIAL_PLATFORM_KEYS,
  SOCIAL_PLATFORMS,
  STANDARD_KITCHEN_DEVICES,
  type TSocialPlatform,
} from './member-options.schemas';

const ZName = z
  .string()
  .trim()
  .max(50, 'Höchstens 50 Zeichen')
  .nullable()
  .transform((v) => (v ? v : null));

const ZBio = z
  .string()
  .trim()
  .max(BIO_MAX_LENGTH, `Die Bio darf höchstens ${BIO_MAX_LENGTH} Zeichen lang sein.`)
  .nullable()
  .transform((v) => (v ? v : null));

const ZKitchenDevices = z
  .array(
    z.string().refine((device) => KITCHEN_DEVICES.includes(device), {
      error: (issue) => `Unbekanntes Küchengerät „${String(issue.input).slice(0, 60)}“`,
    }),
  )
  .max(KITCHEN_DEVICES.length, 'Zu viele Küchengeräte')
  .transform((devices) => [...new Set(devices)]);

const ZAllergies = z
  .array(
    z.string().refine(isAllergyCategory, {
      error: () => `Unbekannte Allergie (erlaubt: ${ALLERGY_CATEGORIES.join(', ')})`,
    }),
  )
  .max(ALLERGY_CATEGORIES.length, 'Zu viele Allergien')
  .transform((list) => ALLERGY_CATEGORIES.filter((category) => list.includes(category)));

function isPlatformLink(platform: TSocialPlatform, value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  const hosts: readonly string[] = SOCIAL_PLATFORMS[platform].hosts;
  return (
    url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === '' && hosts.includes(url.hostname)
  );
}

/** Known platforms only; an empty link removes that platform. */
const ZSocialMediaLinks = z
  .record(z.string(), z.string().trim().max(300, 'Link zu lang (höchstens 300 Zeichen)'))
  .superRefine((links, ctx) => {
    for (const [platform, link] of Object.entries(links)) {
      if (!SOCIAL_PLATFORM_KEYS.some((key) => key === platform)) {
        ctx.addIssue({
          code: 'custom',
          path: [platform],
          message: `Unbekannte Plattform (erlaubt: ${SOCIAL_PLATFORM_KEYS.join(', ')})`,
        });
      } else if (link !== '' && !isPlatformLink(platform as TSocialPlatform, link)) {
        ctx.addIssue({
          code: 'custom',
          path: [platform],
          message: `Bitte gib einen https-Link zu ${SOCIAL_PLATFORMS[platform as TSocialPlatform].label} ein.`,
        });
      }
    }
  })
  .transform((links) => Object.fromEntries(Object.entries(links).filter(([, link]) => link !== '')));

/** Only pictures Kochclip stored through POST /api/user/profile-image, or null to remove it. */
export const AVATAR_URL_PATTERN = /^\/media\/avatar-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
const ZProfileImageUrl = z
  .string()
  .regex(AVATAR_URL_PATTERN, 'Profilbilder bitte über POST /api/user/profile-image hochladen.')
  .nullable();

/** PATCH /user/profile. Role, premium, verification, activity and e-mail are not part of it. */
export const ZProfilePatch = z.strictObject({
  firstName: ZName.optional(),
  lastName: ZName.optional(),
  bio: ZBio.optional(),
  socialMediaLinks: ZSocialMediaLinks.optional(),
  kitchenDevices: ZKitchenDevices.optional(),
});

/** PUT /user/profile: the spec's second shape (name fields, picture, devices, allergies). */
export const ZProfilePut = z.strictObject({
  firstName: ZName.optional(),
  lastName: ZName.optional(),
  profileImageUrl: ZProfileImageUrl.optional(),
  kitchenDevices: ZKitchenDevices.optional(),
  allergies: ZAllergies.optional(),
});
export type TProfileChanges = z.infer<typeof ZProfilePatch> & z.infer<typeof ZProfilePut>;

export const ZPrivacyInput = z.strictObject({ showLikedRecipes: z.boolean() });

export const ZAllergyTextInput = z.strictObject({
  allergyText: z
    .string({ error: 'Bitte beschreibe deine Allergien.' })
    .trim()
    .min(1, 'Bitte beschreibe deine Allergien.')
    .max(ALLERGY_TEXT_MAX_LENGTH, `Höchstens ${ALLERGY_TEXT_MAX_LENGTH} Zeichen`),
});
export const ZAllergyResult = z.object({ categories: z.array(z.enum(ALLERGY_CATEGORIES)) });

export const ZMemberStats = z.object({
  recipeCount: z.number().int(),
  totalLikes: z.number().int(),
  totalViews: z.number().int(),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
});

export const ZOwnUser = ZCurrentUser.extend({ showLikedRecipes: z.boolean() }).extend(ZMemberStats.shape);

export const ZCookbookSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  isPrivate: z.boolean(),
  recipeCount: z.number().int(),
  createdAt: ZTimestamp,
});

export const ZOwnProfile = z.object({
  user: ZOwnUser,
  recipes: z.array(ZRecipeCard),
  likes: z.array(z.object({ recipeId: z.number().int() })),
  cookbooks: z.array(ZCookbookSummary),
});

/** What anyone may see of a member: no e-mail, allergies or account state; premium only as the public badge. */
export const ZPublicUser = z
  .object({
    id: z.number().int(),
    username: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    bio: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    headerImageUrl: z.string().nullable(),
    verified: z.boolean(),
    isPremium: z.boolean(),
    kitchenDevices: z.array(z.string()),
    socialMediaLinks: z.record(z.string(), z.string()),
    memberSince: ZTimestamp,
    showsLikedRecipes: z.boolean(),
  })
  .extend(ZMemberStats.shape);

export const ZUsernameParam = z.object({ username: z.string().trim().min(1).max(60) });
export const ZUsernamePageInput = ZUsernameParam.extend(ZRecipeListInput.pick({ limit: true, cursor: true }).shape);

export const ZProfileOptions = z.object({
  allergyCategories: z.array(z.string()),
  standardKitchenDevices: z.array(z.string()),
  premiumKitchenDevices: z.array(z.string()),
  socialPlatforms: z.array(z.object({ key: z.string(), label: z.string(), example: z.string() })),
  bioMaxLength: z.number().int(),
});

export const PROFILE_OPTIONS: z.infer<typeof ZProfileOptions> = {
  allergyCategories: [...ALLERGY_CATEGORIES],
  standardKitchenDevices: [...STANDARD_KITCHEN_DEVICES],
  premiumKitchenDevices: [...PREMIUM_KITCHEN_DEVICES],
  socialPlatforms: SOCIAL_PLATFORM_KEYS.map((key) => ({
    key,
    label: SOCIAL_PLATFORMS[key].label,
    example: `https://${SOCIAL_PLATFORMS[key].hosts[0]}/…`,
  })),
  bioMaxLength: BIO_MAX_LENGTH,
};
