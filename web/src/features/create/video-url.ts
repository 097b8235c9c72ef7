/**
 * Which links count as a cooking video (spec part 1 §5): http(s) and TikTok, Instagram reels,
 * YouTube shorts, {host}/watch or youtu.be. The creator's video tab also takes Instagram posts (/p/).
 * The server checks the exact shape again; this only decides hints and whether a button is enabled.
 */
const TIKTOK_HOSTS = new Set(['tiktok.com', 'www.tiktok.com', 'm.tiktok.com', 'vm.tiktok.com', 'vt.tiktok.com']);
const INSTAGRAM_HOSTS = new Set(['instagram.com', 'www.instagram.com']);
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

function toUrl(text: string): URL | null {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed) || /\s/.test(trimmed)) return null;
  try {
    return new URL(trimmed);
  } catch {
    return null;
  }
}

/** The path has something after the given prefix ("/reel/ABC", not just "/reel/"). */
function hasSegmentAfter(path: string, prefix: string): boolean {
  return path.startsWith(prefix) && path.length > prefix.length && path.slice(prefix.length) !== '/';
}

export function isSupportedVideoUrl(text: string, options: { allowInstagramPosts?: boolean } = {}): boolean {
  const url = toUrl(text);
  if (!url) return false;
  const host = url.hostname.toLowerCase();
  const path = url.pathname;

  if (TIKTOK_HOSTS.has(host)) return path.length > 1;
  if (host === 'youtu.be') return path.length > 1;
  if (YOUTUBE_HOSTS.has(host)) {
    return hasSegmentAfter(path, '/shorts/') || ((path === '/watch' || path === '/watch/') && url.searchParams.has('v'));
  }
  if (INSTAGRAM_HOSTS.has(host)) {
    return (
      hasSegmentAfter(path, '/reel/') ||
      hasSegmentAfter(path, '/reels/') ||
      (options.allowInstagramPosts === true && hasSegmentAfter(path, '/p/'))
    );
  }
  return false;
}
