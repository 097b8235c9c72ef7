import { z } from 'zod';
import { ZTimestamp } from '../timestamp';
import { RECIPE_CATEGORIES, RECIPE_VISIBILITIES, USER_ROLES } from '@kochclip/db/schema';
import { rowId } from '../shared/common.schemas';

/**
 * true or false, nothing else: trpc-to-openapi marks every z.boolean() of a REST input as coercing, which would
 * read "ja" as true.
 */
export const ZFlag = z.union([z.literal(true), z.literal(false)], { error: 'Erwartet wird true oder false.' });

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Search and page of the admin tables (users, recipes): a page number, because the table shows "Seite N von M". */
export const ZAdminListInput = z.object({
  search: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(100, 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.').optional(),
  ),
  page: z.preprocess(emptyToUndefined, z.number().int().min(1).max(10_000).default(1)),
  limit: z.preprocess(emptyToUndefined, z.number().int().min(1).max(100).default(20)),
});
export type TAdminListInput = z.infer<typeof ZAdminListInput>;

export const ZStats = z.object({
  totalUsers: z.number().int(),
  newUsersToday: z.number().int(),
  totalRecipes: z.number().int(),
  newRecipesToday: z.number().int(),
  activeUsers: z.number().int(),
  totalViews: z.number().int(),
});
export type TStats = z.infer<typeof ZStats>;

export const ZAdminUserId = rowId('Ungültige Benutzer-ID');

export const ZAdminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(USER_ROLES),
  isActive: z.boolean(),
  verified: z.boolean(),
  isPremium: z.boolean(),
  createdAt: ZTimestamp,
  lastSeenAt: ZTimestamp.nullable(),
});
export type TAdminUser = z.input<typeof ZAdminUser>;

export const ZAdminUserPage = z.object({
  users: z.array(ZAdminUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const ZSetRoleInput = z.strictObject({
  id: ZAdminUserId,
  role: z.enum(USER_ROLES, { error: 'Die Rolle muss user oder admin sein.' }),
});
export const ZSetStatusInput = z.strictObject({ id: ZAdminUserId, isActive: ZFlag });
export const ZSetVerifiedInput = z.strictObject({ id: ZAdminUserId, verified: ZFlag });

export const ZAdminRecipeId = rowId('Ungültige Rezept-ID');

export const ZAdminRecipe = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(RECIPE_CATEGORIES).nullable(),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** A real picture (photo or generated), not the drawn illustration. */
  hasImage: z.boolean(),
  /** An admin asked for a new picture and the job has not finished yet. */
  imagePending: z.boolean(),
  /** Admins see every recipe; a „Nur für mich“ one is marked in the list. */
  visibility: z.enum(RECIPE_VISIBILITIES),
  createdAt: ZTimestamp,
  creator: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
export type TAdminRecipe = z.input<typeof ZAdminRecipe>;

export const ZAdminRecipePage = z.object({
  recipes: z.array(ZAdminRecipe),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const ZResults = z.object({ results: z.object({ successful: z.number().int(), total: z.number().int() }) });
export type TResults = z.infer<typeof ZResults>;

export const ZRegenerateImagesInput = z
  .strictObject({
    regenerateAll: ZFlag.default(false),
    recipeIds: z.array(ZAdminRecipeId).max(100, 'Höchstens 100 Rezepte auf einmal.').default([]),
  })
  .optional()
  .transform((value) => value ?? { regenerateAll: false, recipeIds: [] });

export const ZGenerateMissingImages = z.object({
  count: z.number().int(),
  message: z.string(),
  recipes: z.array(z.object({ id: z.number().int(), title: z.string() })),
});

export const ZImageStats = z.object({
  totalRecipes: z.number().int(),
  /** Recipes with a photo (a stored picture that is not the drawn illustration). */
  withImages: z.number().int(),
  /** Recipes whose picture is the drawn illustration (gradient with initials). */
  withIllustrations: z.number().int(),
  /** Recipes without a photo: those with the illustration and those with no picture at all. */
  withoutImages: z.number().int(),
  pending: z.number().int(),
  /** The image model pictures come from, or null: then a new picture is the drawn illustration. */
  imageModel: z.string().nullable(),
});

export const ZImageModelTest = z.object({
  available: z.boolean(),
  modelAvailable: z.boolean(),
  approaches: z.array(z.object({ name: z.string(), success: z.boolean(), detail: z.string() })),
  diagnosis: z.object({ workingApproaches: z.number().int(), status: z.string() }),
  recommendation: z.string(),
});
export type TImageModelTest = z.infer<typeof ZImageModelTest>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorUsername: z.string(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: ZTimestamp,
});
export type TAuditEntry = z.input<typeof ZAuditEntry>;

export const ZAuditLogInput = z.object({
  /** The id of the last entry shown (nextCursor of the previous page). */
  cursor: z.preprocess(emptyToUndefined, rowId('Ungültiger Cursor. Bitte lade die Liste neu.').optional()),
  limit: z.preprocess(emptyToUndefined, z.number().int().min(1).max(100).default(50)),
});

export const ZAuditLogPage = z.object({ entries: z.array(ZAuditEntry), nextCursor: z.number().int().nullable() });

const ZService = z.object({
  name: z.string(),
  status: z.enum(['Aktiv', 'Offline-Modus', 'Nicht eingerichtet', 'Fehler']),
  detail: z.string(),
});
export type TServiceStatus = z.infer<typeof ZService>;

export const ZSystemStatus = z.object({
  database: z.object({ status: z.enum(['Online', 'Offline']), version: z.string(), latencyMs: z.number() }),
  services: z.object({ text: ZService, voice: ZService, images: ZService, storage: ZService, jobs: ZService }),
  /** The mail outbox: mails waiting for delivery and the newest that finally failed (after every retry). */
  mail: z.object({
    pending: z.number().int(),
    failedCount: z.number().int(),
    failed: z.array(
      z.object({
        id: z.number().int(),
        recipient: z.string(),
        template: z.string(),
        attempts: z.number().int(),
        lastError: z.string().nullable(),
        failedAt: ZTimestamp.nullable(),
        createdAt: ZTimestamp,
      }),
    ),
  }),
});
export type TSystemStatus = z.input<typeof ZSystemStatus>;
