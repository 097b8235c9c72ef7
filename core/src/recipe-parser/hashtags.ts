/** Hashtags as recipe tags: '#FetaPasta #fetapasta #werbung' → ['fetapasta']. */

const HASHTAG = /(?:^|[^\p{L}\p{N}_&/#])#([\p{L}\p{N}_]{1,60})/gu;
/** Ad disclosures are a legal duty of the creator, not a description of the dish. */
const AD_DISCLOSURE = /^(?:werbung\p{L}*|unbezahltewerbung|anzeige|ad|ads|sponsored|sponsoring|affiliate\p{L}*|partnerschaft)$/u;
const MAX_TAG_LENGTH = 40;

export function hashtagsOf(text: string): string[] {
  const tags = new Set<string>();
  for (const m of text.matchAll(HASHTAG)) {
    const tag = (m[1] ?? '').toLowerCase();
    if (!/\p{L}/u.test(tag) || tag.length > MAX_TAG_LENGTH || AD_DISCLOSURE.test(tag)) continue;
    tags.add(tag);
  }
  return [...tags];
}

/** The text without its hashtags ('#schleim #diy'): what the writer says, for judging what kind of post it is. */
export function withoutHashtags(text: string): string {
  return text.replace(/#[\p{L}\d_]+/gu, ' ');
}
