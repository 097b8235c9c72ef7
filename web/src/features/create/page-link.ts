import { isSupportedVideoUrl } from './video-url';

export type TLinkKind = 'video' | 'website';

/** An http(s) address without spaces, as typed or pasted. */
export function isWebLink(text: string): boolean {
  const trimmed = text.trim();
  if (!/^https?:\/\/[^\s/]+\.[^\s]*$/i.test(trimmed)) return false;
  try {
    return new URL(trimmed).hostname.includes('.');
  } catch {
    return false;
  }
}

/** Which creator tab a link belongs to: a supported cooking video, any other web page, or neither. */
export function linkKind(text: string): TLinkKind | null {
  if (isSupportedVideoUrl(text, { allowInstagramPosts: true })) return 'video';
  return isWebLink(text) ? 'website' : null;
}

const LINK_IN_TEXT = /https?:\/\/[^\s<>"'„“”«»]+/i;

/**
 * The link a phone's share sheet hands over: apps put it in `url`, in `text` ("Schau mal: https://…") or even in
 * `title`. Trailing punctuation of the sentence around it is not part of it.
 */
export function sharedLink(shared: { url?: string | null; text?: string | null; title?: string | null }): string | null {
  for (const value of [shared.url, shared.text, shared.title]) {
    const match = value ? LINK_IN_TEXT.exec(value) : null;
    const link = match?.[0].replace(/[.,;:!?)\]]+$/, '');
    if (link && linkKind(link)) return link;
  }
  return null;
}
