/**
 * Lists of who brings what and errands: 'Buffet … wer bringt was: Tante Helga: 2 Bleche Zwiebelkuchen, Marion: …',
 * 'Schatz, bring bitte auf dem Heimweg mit: 1 l Milch, 500 g Hack …', 'Kannst du noch 2 Dosen Tomaten besorgen?'. They
 * name foods with amounts as things to bring or buy, not as a dish to cook.
 */
import { hasCookingVerb } from './lexicon';
import { parseDuration, parseTemperature } from './time';
import type { TParsedStep } from './types';

/** 'wer bringt was', 'Mitbringliste', 'Wer bringt noch Salat mit?': the lead of a list of who brings what. */
const WHO_BRINGS_WHAT = /wer\s+bringt\s+was|wer\s+macht\s+was|mitbring-?liste|(?<![\p{L}])wer\s+bringt(?![\p{L}])/iu;

/**
 * 'bring bitte … mit', 'kannst du … mitbringen', 'besorg bitte', 'kauf noch': a request to bring or buy, addressed to
 * someone (a du-imperative or a question), not the writer's own cooking.
 */
const ERRAND_REQUEST =
  /(?<![\p{L}])(?:bring(?:st)?\s+(?:\p{L}+\s+){0,6}?mit(?![\p{L}])|bring\s+bitte|bitte\s+mitbringen|(?:kannst|könntest)\s+du\s+(?:\p{L}+\s+){0,6}?(?:mitbringen|besorgen|kaufen|holen)|besorg(?:st)?\s+(?:bitte|mal|noch)|kauf(?:st)?\s+(?:bitte|mal|noch))(?![\p{L}])/iu;

/** A line led by a person's name and a colon ('Tante Helga:', 'Marion:', 'Wir:'): who brings the thing after it. */
const PERSON_LABEL = /^(?:(?:tante|onkel|oma|opa|cousine?|nachbarn?|familie|frau|herr)\s+)?(?:\p{Lu}\p{Ll}+|wir|ich)\s*:\s*\S/mu;
const MIN_PEOPLE_LABELLED = 2;

/** A step that cooks: a cooking verb, a time or a temperature. */
function cooks(step: TParsedStep): boolean {
  return hasCookingVerb(step.step) || parseDuration(step.step) !== undefined || parseTemperature(step.step) !== undefined;
}

/**
 * Who brings what (its lead, or lines labelled with people's names) or a request to bring or buy: with no step that
 * cooks — a recipe with no step and no heading over its list is no recipe then — the foods are to be brought, not
 * cooked. ('Bescheid geben' names 'geben', so a list of who brings what refuses unless a step gives a time or a
 * temperature.)
 */
export function isErrandList(text: string, lines: readonly string[], instructions: TParsedStep[]): boolean {
  const people = lines.filter((l) => PERSON_LABEL.test(l)).length;
  if (WHO_BRINGS_WHAT.test(text) && people >= MIN_PEOPLE_LABELLED) {
    return instructions.every((s) => parseDuration(s.step) === undefined && parseTemperature(s.step) === undefined);
  }
  if (WHO_BRINGS_WHAT.test(text) || ERRAND_REQUEST.test(text)) return !instructions.some(cooks);
  return false;
}
