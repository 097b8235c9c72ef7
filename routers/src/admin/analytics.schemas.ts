import { z } from 'zod';

export const ANALYTICS_DAYS = 30;

export const ZDayCount = z.object({ day: z.string(), count: z.number().int() });

const ZTopRecipe = z.object({ id: z.number().int(), title: z.string(), count: z.number().int() });

export const ZAnalytics = z.object({
  days: z.number().int(),
  newUsers: z.array(ZDayCount),
  newRecipes: z.array(ZDayCount),
  aiGenerations: z.array(ZDayCount),
  views: z.array(ZDayCount),
  topViewed: z.array(ZTopRecipe),
  topLiked: z.array(ZTopRecipe),
});
export type TAnalytics = z.infer<typeof ZAnalytics>;
export type TTopRecipe = z.infer<typeof ZTopRecipe>;
