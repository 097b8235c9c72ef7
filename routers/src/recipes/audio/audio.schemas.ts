import { z } from 'zod';
import { SEGMENT_TYPES } from './playlist';

export const ZAudioSegment = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(SEGMENT_TYPES),
  audioUrl: z.string(),
});

export const ZAudioPlaylist = z.object({ segments: z.array(ZAudioSegment) });
export type TAudioPlaylist = z.infer<typeof ZAudioPlaylist>;
