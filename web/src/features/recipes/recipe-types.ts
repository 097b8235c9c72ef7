import type { TRouterInputs, TRouterOutputs } from '../../lib/trpc';

export type TRecipeCard = TRouterOutputs['recipes']['list']['recipes'][number];
export type TRecipeDetail = TRouterOutputs['recipes']['get'];
export type TRecipeListInput = TRouterInputs['recipes']['list'];
export type TCommunityStats = TRouterOutputs['recipes']['communityStats'];

export type TDifficulty = TRecipeCard['difficulty'];
export type TRecipeCategory = NonNullable<TRecipeCard['category']>;
export type TVideoPlatform = NonNullable<TRecipeDetail['originalPlatform']>;
export type TIngredient = TRecipeDetail['ingredients'][number];
export type TInstruction = TRecipeDetail['instructions'][number];
