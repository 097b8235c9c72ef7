import { z } from 'zod';
import { ZChallengeSubmission, ZCommunityUser } from '@kochclip/core/raw-routes';
import { ZTimestamp } from '../timestamp';

/** A challenge as members (social/) and the admin (admin/) see it: its status, its entries. */
export const CHALLENGE_STATUSES = ['Aktiv', 'Bald verfügbar', 'Beendet'] as const;
export type TChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

export const ZChallenge = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  rules: z.string().nullable(),
  tags: z.array(z.string()),
  startDate: ZTimestamp,
  endDate: ZTimestamp,
  status: z.enum(CHALLENGE_STATUSES),
  participantCount: z.number().int(),
  creator: ZCommunityUser.nullable(),
});
export type TChallenge = z.input<typeof ZChallenge>;

export type TChallengeSubmission = z.input<typeof ZChallengeSubmission>;

export const ZChallengeDetail = ZChallenge.extend({ submissions: z.array(ZChallengeSubmission) });
