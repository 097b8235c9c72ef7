import { z } from 'zod';
import { ZTimestamp } from '../timestamp';
import { ZChallengeSubmission } from '@kochclip/core/raw-routes';
import { ZCommunityUser, ZRowId } from './community.shared';

export { ZChallengeSubmission };

export const CHALLENGE_STATUSES = ['Aktiv', 'Bald verfügbar', 'Beendet'] as const;
export type TChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

const ZFlag = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .enum(['true', 'false'], { error: 'Erlaubt sind true oder false.' })
    .transform((value) => value === 'true')
    .optional(),
);

export const ZChallengeListInput = z.object({ active: ZFlag, upcoming: ZFlag }).optional();

export const ZChallengeIdInput = z.object({ id: ZRowId('Ungültige Challenge-ID') });

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

export const ZChallengeList = z.array(ZChallenge);
