/**
 * Home remedies: what is taken by the spoonful like a medicine, laid on the body, gargled, inhaled or dabbed on a sting
 * — a cough syrup from onions, a potato compress, a calendula tincture, a steam bath against a cold. Their purpose is
 * to heal, not to eat, even when they are swallowed. Kitchen words stay out: 'Erkältung', 'Halsweh' and 'Immunsystem'
 * alone (a ginger tea or a chicken soup against them is drunk and eaten), 'Sirup' (a syrup for lemonade), 'Saft',
 * 'Ingwershot' (drunk), 'Apotheke' ('Hirschhornsalz aus der Apotheke'), 'Wickel' inside a word ('Krautwickel'), 'einreiben'
 * (a roast is rubbed with spices), 'auf die Brust legen' (bacon on a turkey's breast), 'Dampfbad' (a pudding steams in one).
 */
import { B, E } from './bounds';

export const REMEDY_WORDS: readonly string[] = [
  `${B}hausmittel`,
  'hausapotheke',
  'naturheil',
  'heilpflanze',
  'hustensaft',
  'hustensirup',
  'hustenlöser',
  'hustenreiz',
  'hustentee\\s+(?:für|zum)\\s+(?:inhalieren|gurgeln)',
  'erkältungsbad',
  'erkältungsbalsam',
  'erkältungssalbe',
  // taken by the spoonful like a medicine ('3 Mal täglich 1 TL einnehmen')
  `${B}einnehmen${E}`,
  `${B}eingenommen${E}`,
  `${B}dosierung${E}`,
  `${B}(?:\\d+|ein|zwei|drei)\\s*(?:x|mal)\\s+täglich\\s+(?:\\d+|einen|ein)\\s+(?:tl|teelöffel|el|esslöffel|schnapsglas)`,
  `${B}(?:kinder|haus|haut|zahn|frauen)?arzt${E}`,
  'arztbesuch',
  `${B}ärztin`,
  'ersetzt\\s+keinen?\\s+(?:arzt|ärzt)',
  'heilpraktiker',
  `${B}tinktur`,
  'urtinktur',
  `${B}globuli`,
  'bachblüten',
  `${B}wickel${E}`,
  `${B}(?:kartoffel|zwiebel|senf|ingwer|lehm|heublumen|essig|kohl)(?:wickel|auflage|säckchen|umschlag|socken)`,
  `${B}umschläge?${E}`,
  'zwiebelsäckchen',
  'essigsocken',
  'kopfdampfbad',
  // warmed or cooled and laid on the body, or sat in
  'kirschkernkissen',
  'körnerkissen',
  'dinkelkissen',
  'wärmekissen',
  'kräuterkissen',
  'kühlpack',
  `${B}sitzbad`,
  `${B}ölauszug`,
  'zugsalbe',
  'inhalation',
  `${B}mückenstich`,
  `${B}insektenstich`,
  `${B}wespenstich`,
  `${B}warzen?${E}`,
  `${B}ohrenschmerz`,
  `${B}ohrenweh`,
  `${B}blasenentzündung`,
  `${B}verstauchung`,
  `${B}prellung`,
  `${B}bluterguss`,
  `${B}blaue[nr]?\\s+fl[eä]ck`,
  `${B}schürfwunde`,
  `${B}wunde(?:n)?${E}`,
  `${B}(?:auf|über|um)\\s+(?:die|den|das)\\s+(?:hals|nacken|stirn|knie|knöchel|schläfen?|waden)\\s+(?:legen|binden|wickeln|reiben|einreiben|auftragen)`,
];
