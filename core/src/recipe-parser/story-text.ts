/**
 * The text the story reader walks (story.ts): hashtags, handles and emojis gone, spoken quantities written as the
 * amounts the mention reader knows („ne Handvoll“ → „1 Handvoll“, „n Schuss“ → „etwas“), and the sentence ends a
 * caption lost with its line breaks put back.
 */
import { EMOJI_SEQUENCE, HASHTAG_AS_NAME } from './text';

/**
 * Spoken quantities inside a sentence become a word the mention reader starts at: „mit nem Spritzer Zitrone“ →
 * „mit etwas Zitrone“, „ordentlich Olivenöl“ → „etwas Olivenöl“, „ne Handvoll“ → „1 Handvoll“ ('2 Paar' stays).
 */
function normaliseSpoken(text: string): string {
  return (
    text
      .replace(
        /(?<![\p{L}\d])(?<!\d\s)(?:n|ne|nen|nem|ner|a|an|einem|einen|einer|ein|eine)\s+(?:gute[nrm]?\s+)?(?=(?:hand\s?voll|prise)(?![\p{L}]))/giu,
        '1 ',
      )
      // 'mit nem Becher Sahne', 'nem päckchen vanillezucker' ('in nem Glas schütteln' is where, not how much).
      .replace(
        /(?<![\p{L}\d])(?<!(?:in|ins|aus|zu)\s)(?:n|ne|nen|nem|ner)\s+(?=(?:päckchen|packung|becher|dose|glas|tasse|stück|zehe|tl|el)(?![\p{L}]))/giu,
        '1 ',
      )
      // 'Ne halbe Wassermelone', 'an halben Kopf Kraut': a spoken article before 'halbe' is the number word.
      .replace(/(?<![\p{L}\d])(?:n|ne|nen|ner|a|an)\s+(?=halbe[nrs]?\s)/giu, 'eine ')
      .replace(
        /(?<!\d\s?)(?<![\p{L}])(?:(?:n|ne|nen|nem|ner|a|an|einem|einen|ein|eine)\s+)?(?:schuss|spritzer|klecks|bisschen|bissl|bissel|paar)(?![\p{L}])/giu,
        'etwas',
      )
      .replace(/(?<![\p{L}])(?:ordentlich|reichlich|großzügig)\s+(?=\p{Lu})/gu, 'etwas ')
  );
}

/** 'Senf Salz Pfeffer' (not '1 Prise Salz'): a seasoning run on to the previous item's name starts an item. */
const SEASONING_AFTER_NAME =
  /(?<=(?:^|\s)(?!(?:Prise|Msp|Messerspitze|Teelöffel|Esslöffel|Löffel|Handvoll|Spritzer|Schuss|Päckchen|Pck)(?![\p{L}]))\p{Lu}\p{Ll}+)\s+(?=(?:Salz|Pfeffer)(?![\p{L}]))/gu;

/** Removes what is not text: hashtags, handles, emojis; arrows end a sentence. */
export function plainText(text: string, maxChars: number): string {
  return normaliseSpoken(
    text
      .slice(0, maxChars)
      .replace(HASHTAG_AS_NAME, '$1$2')
      .replace(/[#@][\p{L}\p{N}_.]+/gu, ' ')
      // An emoji ends a title or a sentence more often than not ('Omas Gulasch 🥘 Ich nehm …').
      .replace(new RegExp(String.raw`\s*(?:${EMOJI_SEQUENCE}\s*)+`, 'gu'), '. ')
      .replace(/\s*[→➡⇒]\s*/gu, '. ')
      .replace(/\s+/g, ' ')
      // A caption whose line breaks were lost: '… 1 TL Senf Salz Pfeffer Zubereitung Brötchen einweichen …'.
      .replace(/(?<=\p{L})\s+(?=(?:Zubereitung|Anleitung)\s+\p{Lu})/gu, '. ')
      .replace(SEASONING_AFTER_NAME, ', '),
  ).trim();
}
