/** The German commands cooking mode listens for, read from what the browser heard. */
export type TVoiceCommand = 'next' | 'previous' | 'repeat' | 'startTimer';

const COMMANDS: Array<[RegExp, TVoiceCommand]> = [
  [/\btimer\s+(?:starten|start)\b|\bstarte?\s+(?:den\s+)?timer\b/u, 'startTimer'],
  [/\bwiederhol(?:en|e)?\b|\bnoch\s*mal\b/u, 'repeat'],
  [/\bzurück\b|\bvorherige[rn]?\b/u, 'previous'],
  [/\bweiter\b|\bnächste[rn]?\b/u, 'next'],
];

/** The command in a heard phrase ('Weiter!', 'okay, Timer starten'), or null. */
export function voiceCommandOf(transcript: string): TVoiceCommand | null {
  const text = transcript.toLowerCase();
  return COMMANDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}
