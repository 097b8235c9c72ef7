import type { TDb } from '@kochclip/db';
import type { TSessionUser } from '../shared/session-user.schemas';
import { removeUnreferencedMedia, type TMediaFiles } from '../ports/media-files';
import { adminDeleteRecipe, deleteChallengeSubmission, deleteComment, deleteUserImage } from '../shared/content-removal';
import { removePicture } from '../shared/stored-picture';
import type { TReportType } from './reports.schemas';
import { assertOpenReports, dismissReports } from './reports.service';

/**
 * An admin settles the reports of an item: dismiss closes them and leaves the item; delete removes the item the
 * way its own delete does (each writes its audit entry in its transaction) and closes what reports remain (a
 * comment with replies stays as a placeholder, so its reports do not go with it).
 */
export async function resolveReports(
  db: TDb,
  media: TMediaFiles | undefined,
  params: { actor: TSessionUser; type: TReportType; id: number; action: 'delete' | 'dismiss' },
): Promise<{ success: true; message: string }> {
  const { actor, type, id } = params;
  if (params.action === 'dismiss') {
    assertOpenReports(await db.transaction((tx) => dismissReports(tx, { actor, type, id, audit: true })));
    return { success: true as const, message: 'Meldung verworfen.' };
  }
  if (type === 'comment') {
    await deleteComment(db, { id, actor });
  } else if (type === 'photo') {
    await removePicture(media, await deleteUserImage(db, { id, actor }));
  } else if (type === 'challengeEntry') {
    await removePicture(media, await deleteChallengeSubmission(db, { actor, id }));
  } else {
    await removeUnreferencedMedia(db, media, await adminDeleteRecipe(db, { actor, id }));
  }
  await dismissReports(db, { actor, type, id, audit: false });
  return { success: true as const, message: 'Inhalt gelöscht.' };
}
