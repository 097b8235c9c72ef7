import { z } from 'zod';
import { ZTimestamp } from '../timestamp';
import { ZCommunityUser, ZOptionalText, ZRowId } from './community.schemas';

export const RATING_COMMENT_MAX_LENGTH = 1000;

export const ZRateInput = z.object({
  id: ZRowId('Ungültige Rezept-ID'),
  rating: z
    .number({ error: 'Bitte gib eine Sterne-Bewertung ab.' })
    .int('Die Bewertung muss eine ganze Zahl von 1 bis 5 sein.')
    .min(1, 'Bitte gib eine Sterne-Bewertung ab.')
    .max(5, 'Die Bewertung darf höchstens 5 Sterne haben.'),
  comment: ZOptionalText(RATING_COMMENT_MAX_LENGTH, 'Der Kommentar zur Bewertung').nullable(),
});
export type TRateInput = z.infer<typeof ZRateInput>;

export const ZRating = z.object({
  id: z.number().int(),
  recipeId: z.number().int(),
  userId: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
  user: ZCommunityUser,
});
export type TRating = z.input<typeof ZRating>;

/**
 * A page of ratings (`ratings`: 20 by default, the most recently changed first) with the figures of all of
 * them; `nextCursor` asks for the next page. The first three fields are the answer the spec's client reads.
 */
export const ZRatingList = z.object({
  ratings: z.array(ZRating),
  /** Rounded to two places, as on the recipe detail; null without ratings. */
  averageRating: z.number().nullable(),
  totalRatings: z.number().int(),
  distribution: z
    .array(z.object({ stars: z.number().int(), count: z.number().int() }))
    .describe('Anzahl der Bewertungen je Sternezahl, von 5 bis 1, über alle Bewertungen'),
  nextCursor: z.string().nullable().describe('cursor der nächsten Seite; null auf der letzten'),
});
