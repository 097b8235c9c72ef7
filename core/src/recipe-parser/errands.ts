/**
 * Lists of who brings what and errands: 'Buffet … wer bringt was: Tante Helga: 2 Bleche Zwiebelkuchen, Marion: …',
 * 'Schatz, bring bitte auf dem Heimweg mit: 1 l Milch, 500 g Hack …', 'Kannst du noch 2 Dosen Tomaten besorgen?'. They
 * name foods with amounts as things to bring or buy, not as a dish to cook.
 */
import { hasCookingVerb } from './lexicon';
import { parseDuration, parseTemperature } from './time';
import type { TParsedStep } from './types';

/** 'wer bringt was', 'Mitbringliste', 'Wer bringt noch Salat mit?': the lead of a list of who brings what. */
const WHO_BRINGS_WHAT =
  /wer\s+bringt\s+was|wer\s+macht\s+was|mitbring-?liste|(?<![\p{L}])wer\s+bringt(?![\p{L}])|(?<![\p{L}])wer\s+was\s+(?:mit)?(?:bringt|backt|macht)(?![\p{L}])|(?<![\p{L}])(?:tragt|trag)\s+(?:euch|dich)\s+(?:bitte\s+)?ein(?![\p{L}])|(?<![\p{L}])(?:bitte|hier)\s+eintragen(?![\p{L}])|eintrag(?:e)?liste|zum\s+eintragen/iu;

/**
 * 'bring bitte … mit', 'kannst du … mitbringen', 'besorg bitte', 'kauf noch': a request to bring or buy, addressed to
 * someone (a du-imperative or a question), not the writer's own cooking.
 */
const ERRAND_REQUEST =
  /(?<![\p{L}])(?:bring(?:st)?\s+(?:\p{L}+\s+){0,6}?mit(?![\p{L}])|bring\s+bitte|bitte\s+mitbringen|(?:kannst|könntest)\s+du\s+(?:\p{L}+\s+){0,6}?(?:mitbringen|besorgen|kaufen|holen)|besorg(?:st)?\s+(?:bitte|mal|noch)|kauf(?:st)?\s+(?:bitte|mal|noch))(?![\p{L}])/iu;

/**
 * 'Was uns gerade fehlt: 50 kg Nudeln …', 'Sachspenden bitte in der Ausgabestelle abgeben', 'Wir sammeln …': an appeal for
 * donations (a food bank, a collection) names foods with amounts as things to give, not to cook.
 */
const DONATION_APPEAL =
  /(?<![\p{L}])(?:\p{L}*spende(?:n|r|aufruf|aktion)?|spendet|gespendet|sammelstelle|ausgabestelle|annahmestelle|abgabestelle|abgabe\s+(?:mo|di|mi|do|fr|sa|so|montags?|täglich|ab|bis|von|bei)|was\s+uns\s+(?:\p{L}+\s+){0,2}?fehlt|wir\s+sammeln|sammelt\s+für|bitte\s+(?:bei\s+uns\s+)?(?:abgeben|vorbeibringen))(?![\p{L}])/iu;

/** A line led by a person's name and a colon ('Tante Helga:', 'Marion:', 'Wir:'): who brings the thing after it. */
const PERSON_LABEL = /^(?:(?:tante|onkel|oma|opa|cousine?|nachbarn?|familie|frau|herr)\s+)?(?:\p{Lu}\p{Ll}+|wir|ich)\s*:\s*\S/mu;
const MIN_PEOPLE_LABELLED = 2;

/**
 * A sign-up line: led by a class or group ('1a:', 'Klasse 3b:', 'Gruppe Igel:') or ending with who brings it or that
 * nobody has yet, in parentheses ('2 Blechkuchen (Familie Krause)', 'Marmorkuchen (noch offen!)').
 */
const SIGN_UP_LINE =
  /^[\s\-–•*]*(?:\d{1,2}\s?[a-f]|klasse\s+\d{1,2}\s?[a-f]?|gruppe\s+\p{Lu}\p{Ll}+)\s*:\s*\S|\((?:(?:familie|fam\.|frau|herr|tante|onkel|oma|opa)\s+\p{Lu}[^()\n]{0,60}|noch\s+(?:offen|frei)!?|(?:offen|frei)!?)\)\s*$/iu;

/**
 * 'Bitte teilen!', 'teilt den Beitrag', 'Einfach morgens im Klassenzimmer abgeben': a call to share the post or to hand
 * things in ('teilen' also divides a dough, 'geben' adds), no cooking.
 */
const SHARE_CALL =
  /(?<![\p{L}])(?:(?:bitte|gerne?|fleißig|einfach)\s+(?:\p{L}+\s+){0,3}?(?:weiter)?(?:teilen|abgeben)|teilt\s+(?:den|diesen|unseren)\s+(?:beitrag|post|aufruf)|abgeben)(?![\p{L}])/giu;

/** A step that cooks: a cooking verb, a time or a temperature. */
function cooks(step: TParsedStep): boolean {
  return (
    hasCookingVerb(step.step.replace(SHARE_CALL, ' ')) ||
    parseDuration(step.step) !== undefined ||
    parseTemperature(step.step) !== undefined
  );
}

/**
 * Who brings what (its lead, or lines labelled with people's names or classes), a request to bring or buy or an
 * appeal for donations: with no step that cooks — a recipe with no step and no heading over its list is no recipe
 * then — the foods are to be brought or given, not cooked. ('Bescheid geben' names 'geben', so a list of who brings
 * what refuses unless a step gives a time or a temperature.)
 */
export function isErrandList(text: string, lines: readonly string[], instructions: TParsedStep[]): boolean {
  const people = lines.filter((l) => PERSON_LABEL.test(l) || SIGN_UP_LINE.test(l)).length;
  if (WHO_BRINGS_WHAT.test(text) && people >= MIN_PEOPLE_LABELLED) {
    return instructions.every((s) => parseDuration(s.step) === undefined && parseTemperature(s.step) === undefined);
  }
  if (WHO_BRINGS_WHAT.test(text) || ERRAND_REQUEST.test(text) || DONATION_APPEAL.test(text)) {
    return !instructions.some(cooks);
  }
  return false;
}
