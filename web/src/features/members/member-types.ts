import type { TRouterInputs, TRouterOutputs } from '../../lib/trpc';

export type TOwnProfile = TRouterOutputs['social']['ownProfile'];
export type TOwnUser = TOwnProfile['user'];
export type TPublicUser = TRouterOutputs['social']['publicProfile'];
export type TProfileOptions = TRouterOutputs['social']['profileOptions'];
export type TProfilePatch = TRouterInputs['social']['updateProfile'];
export type TMemberStats = Pick<TPublicUser, 'recipeCount' | 'totalLikes' | 'totalViews' | 'followerCount' | 'followingCount'>;
