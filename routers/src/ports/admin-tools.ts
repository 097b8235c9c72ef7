import type { TDb } from '@kochclip/db';
import type { TImageModelTest, TResults, TServiceStatus } from '../admin/admin.schemas';

/**
 * What the admin procedures need from the server beyond the database: how the services are configured, the image
 * model probe and the media migration. Implemented in server/ (adapters/admin-tools.ts); absent in contexts
 * without a server (then the System tab shows the services as not set up and these calls answer 503).
 */
export interface TAdminTools {
  /** The image model recipe pictures come from, or null: a new picture is then the drawn illustration. */
  imageModel: string | null;
  /** AI text, voice and image services and the media store as configured, for the System tab. */
  services: { text: TServiceStatus; voice: TServiceStatus; images: TServiceStatus; storage: TServiceStatus };
  /** Probes the configured image model for real; without one, says so without any network call. */
  testImageModel: () => Promise<TImageModelTest>;
  /**
   * Copies every media file and external picture URL the database references into the configured store and
   * rewrites the URLs that change. Counts only what needed moving.
   */
  migrateMedia: (db: TDb) => Promise<TResults['results']>;
}
