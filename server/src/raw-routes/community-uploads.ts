import { z } from 'zod';
import { AppError, issuesFromZod, messageFromIssues } from '@kochclip/routers/errors';
import {
  submitToChallenge,
  ZRowId,
  ZImageDescription,
  addUserImage,
  removePicture,
  type TStoredPicture,
  spendWriteBudget,
} from '@kochclip/routers/server';
import { RAW_ROUTES } from '@kochclip/routers';
import { stringFieldsOf, valuesFromStrings } from '../rest/string-input';
import type { TStorage } from '../adapters/storage';
import { memberUploadRoute, storeMemberPhoto, type TUploadRoute, type TUploadRouteDeps } from './upload-route';

const ZUserImageForm = z.object({ recipeId: ZRowId('Ungültige Rezept-ID'), description: ZImageDescription });
const ZSubmissionForm = z.object({
  challengeId: ZRowId('Ungültige Challenge-ID'),
  recipeId: ZRowId('Bitte wähle ein Rezept für deinen Beitrag aus.'),
  description: ZImageDescription,
});

/** Multipart text fields and path parameters arrive as text: numbers are read as the REST layer reads them. */
function parseForm<T extends z.ZodType>(schema: T, values: Record<string, unknown>): z.infer<T> {
  const result = schema.safeParse(valuesFromStrings(stringFieldsOf([schema]), values));
  if (result.success) return result.data;
  const issues = issuesFromZod(result.error);
  throw new AppError('BAD_REQUEST', messageFromIssues(issues), issues);
}

/**
 * Re-encodes (metadata and GPS go, pixels are capped), lets `write` store the row, and removes the files again
 * when the write fails, so no file outlives a refused upload.
 */
async function storeThen<T>(
  storage: TStorage,
  data: Buffer,
  prefix: string,
  write: (picture: TStoredPicture) => Promise<T>,
): Promise<T> {
  const picture: TStoredPicture = await storeMemberPhoto(storage, data, prefix);
  try {
    return await write(picture);
  } catch (error) {
    await removePicture(storage, picture);
    throw error;
  }
}

/**
 * POST /api/recipes/{id}/user-images and POST /api/challenges/{id}/submit (multipart).
 * The member's write budget is taken once the form is valid and before the image is decoded: the decoding is
 * what a flood of uploads would cost.
 */
export function communityUploadRoutes(deps: TUploadRouteDeps & { storage: TStorage }): TUploadRoute[] {
  return [
    memberUploadRoute(deps, RAW_ROUTES.userImage, async (ctx, req, reader) => {
      const upload = await reader.image({ textFields: ['description'] });
      const form = parseForm(ZUserImageForm, { recipeId: req.params.id, description: upload.fields.description });
      await spendWriteBudget(ctx, 'communityPhoto');
      return storeThen(deps.storage, upload.data, 'community', (picture) =>
        addUserImage(ctx.db, { recipeId: form.recipeId, userId: ctx.user.id, description: form.description, picture }),
      );
    }),
    memberUploadRoute(deps, RAW_ROUTES.challengeEntry, async (ctx, req, reader) => {
      const upload = await reader.image({ textFields: ['recipeId', 'description'] });
      const form = parseForm(ZSubmissionForm, { challengeId: req.params.id, ...upload.fields });
      await spendWriteBudget(ctx, 'challengeEntry');
      return storeThen(deps.storage, upload.data, 'challenge', (picture) =>
        submitToChallenge(ctx.db, { ...form, userId: ctx.user.id, picture }),
      );
    }),
  ];
}
