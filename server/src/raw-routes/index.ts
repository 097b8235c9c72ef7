import type { TStorage } from '../services/storage';
import { analyzeFileRoute } from './analyze-file';
import { communityUploadRoutes } from './community-uploads';
import { importArchiveRoute } from './import-archive';
import { draftImageRoute } from './draft-image-upload';
import { importHtmlRoute } from './import-html';
import { profileUploadRoutes } from './profile-uploads';
import { recipeImageRoute } from './recipe-image-upload';
import type { TUploadRoute, TUploadRouteDeps } from './upload-route';

/** Every member upload, each at its contract's path (routers/src/raw-routes/raw-routes.ts). */
export function uploadRoutes(deps: TUploadRouteDeps & { storage: TStorage }): TUploadRoute[] {
  return [
    analyzeFileRoute(deps),
    importHtmlRoute(deps),
    importArchiveRoute(deps),
    ...communityUploadRoutes(deps),
    ...profileUploadRoutes(deps),
    recipeImageRoute(deps),
    draftImageRoute(deps),
  ];
}
