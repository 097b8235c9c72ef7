import type { TVideoRef } from '@kochclip/routers/ports';

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const TIKTOK_HOSTS = new Set(['tiktok.com', 'www.tiktok.com']);
const INSTAGRAM_HOSTS = new Set(['instagram.com', 'www.instagram.com']);

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const TIKTOK_VIDEO = /^\/@([A-Za-z0-9._]{1,30})\/video\/(\d{8,25})\/?$/;
const TIKTOK_SHORT = /^\/([A-Za-z0-9]{5,20})\/?$/;
const INSTAGRAM_POST = /^\/(reel|reels|p)\/([A-Za-z0-9_-]{5,40})\/?$/;

function youtube(id: string | null | undefined, shorts: boolean): TVideoRef | null {
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const canonical = `https://www.youtube.com/watch?v=${id}`;
  return { platform: 'youtube', canonical, url: shorts ? `https://www.youtube.com/shorts/${id}` : canonical };
}

/** Reads a link as the member pasted it; a missing scheme is assumed to be https. */
function toUrl(raw: string): URL | null {
  const text = raw.trim();
  if (text.length === 0 || text.length > 2048) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

/**
 * Accepts exactly the supported link shapes and returns their canonical form, so youtu.be, watch and shorts
 * links to one video (with or without tracking parameters) share one key. Anything else is null.
 */
export function parseVideoUrl(raw: string): TVideoRef | null {
  const url = toUrl(raw);
  if (!url) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port !== '') return null;
  const host = url.hostname;
  const path = url.pathname;

  if (host === 'youtu.be') return youtube(/^\/([^/]+)\/?$/.exec(path)?.[1], false);
  if (YOUTUBE_HOSTS.has(host)) {
    if (path === '/watch' || path === '/watch/') return youtube(url.searchParams.get('v'), false);
    return youtube(/^\/shorts\/([^/]+)\/?$/.exec(path)?.[1], true);
  }
  if (TIKTOK_HOSTS.has(host)) {
    const match = TIKTOK_VIDEO.exec(path);
    if (!match?.[1] || !match[2]) return null;
    const canonical = `https://www.tiktok.com/@${match[1].toLowerCase()}/video/${match[2]}`;
    return { platform: 'tiktok', canonical, url: canonical };
  }
  if (host === 'vm.tiktok.com') {
    // A short link's video id is only known after following it; the short link itself is the key.
    const code = TIKTOK_SHORT.exec(path)?.[1];
    if (!code) return null;
    const canonical = `https://vm.tiktok.com/${code}/`;
    return { platform: 'tiktok', canonical, url: canonical };
  }
  if (INSTAGRAM_HOSTS.has(host)) {
    const match = INSTAGRAM_POST.exec(path);
    if (!match?.[1] || !match[2]) return null;
    const kind = match[1] === 'p' ? 'p' : 'reel';
    return {
      platform: 'instagram',
      canonical: `https://www.instagram.com/p/${match[2]}/`,
      url: `https://www.instagram.com/${kind}/${match[2]}/`,
    };
  }
  return null;
}
