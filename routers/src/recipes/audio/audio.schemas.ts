import { z } from 'zod';

export const SEGMENT_TYPES = ['intro', 'ingredient', 'instruction', 'outro'] as const;
export type TSegmentType = (typeof SEGMENT_TYPES)[number];

export const ZAudioSegment = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(SEGMENT_TYPES),
  audioUrl: z.string(),
});

export const ZAudioPlaylist = z.object({ segments: z.array(ZAudioSegment) });
export type TAudioPlaylist = z.infer<typeof ZAudioPlaylist>;
