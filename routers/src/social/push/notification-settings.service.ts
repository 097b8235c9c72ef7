import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '@kochclip/db';
import { notificationSettings } from '@kochclip/db/schema';
import type { TNotificationSettings } from './push.schemas';

export const DEFAULT_NOTIFICATION_SETTINGS: TNotificationSettings = {
  newRecipes: true,
  timerReminders: true,
  weeklySuggestions: false,
  communityUpdates: false,
};

const columns = {
  newRecipes: notificationSettings.newRecipes,
  timerReminders: notificationSettings.timerReminders,
  weeklySuggestions: notificationSettings.weeklySuggestions,
  communityUpdates: notificationSettings.communityUpdates,
};

export async function getNotificationSettings(db: TDbOrTx, userId: number): Promise<TNotificationSettings> {
  const [row] = await db.select(columns).from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
  return row ?? DEFAULT_NOTIFICATION_SETTINGS;
}

/** Only the given types change; a member without a row starts from the defaults. */
export async function updateNotificationSettings(
  db: TDbOrTx,
  params: { userId: number; changes: Partial<TNotificationSettings> },
): Promise<TNotificationSettings> {
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId: params.userId, ...DEFAULT_NOTIFICATION_SETTINGS, ...params.changes })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...params.changes, updatedAt: new Date() } })
    .returning(columns);
  return row ?? DEFAULT_NOTIFICATION_SETTINGS;
}
