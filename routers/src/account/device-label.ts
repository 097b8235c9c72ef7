import Bowser from 'bowser';

const BROWSER_NAMES: Record<string, string> = {
  'Samsung Internet for Android': 'Samsung Internet',
  'Microsoft Edge': 'Edge',
};

/** Where the system alone says too little: an iPhone or iPad says more than 'iOS'. */
function systemOf(parsed: Bowser.Parser.ParsedResult): string | null {
  if (parsed.os.name === 'iOS' && parsed.platform.model) return parsed.platform.model;
  return parsed.os.name ?? null;
}

/** 'Chrome auf Android', 'Safari auf iPhone', 'Firefox auf Windows' from a stored User-Agent; a generic label otherwise. */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Unbekanntes Gerät';
  const parsed = Bowser.parse(userAgent);
  const name = parsed.browser.name ? (BROWSER_NAMES[parsed.browser.name] ?? parsed.browser.name) : null;
  const system = systemOf(parsed);
  if (name && system) return `${name} auf ${system}`;
  return name ?? system ?? 'Unbekanntes Gerät';
}
