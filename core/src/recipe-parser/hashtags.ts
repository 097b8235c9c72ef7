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

/**
 * '#300gMehl #1TLBackpulver #2ELButter': an amount, a unit and a food written as one hashtag is an item told in a tag;
 * read as '300 g Mehl', a run of such tags as a list ('300 g Mehl, 1 TL Backpulver'); the tags themselves are taken
 * from the text as written.
 */
const MEASURED_TAG = String.raw`#(\d+(?:[.,]\d+)?)(kg|g|ml|l|EL|TL|Prise|Pck|Bund)?(\p{Lu}\p{Ll}[\p{L}-]*)(?![\p{L}\p{N}_])`;
const MEASURED_TAG_RUN = new RegExp(String.raw`(?<![\p{L}\p{N}_&/#])${MEASURED_TAG}(?:[ \t]+${MEASURED_TAG})*`, 'gu');
const ONE_MEASURED_TAG = new RegExp(MEASURED_TAG, 'gu');

export function withMeasuredHashtagsRead(text: string): string {
  return text.replace(MEASURED_TAG_RUN, (run) =>
    [...run.matchAll(ONE_MEASURED_TAG)]
      .map(([, amount, unit, name]) => [amount, unit === 'Pck' ? 'Pck.' : unit, name].filter(Boolean).join(' '))
      .join(', '),
  );
}
