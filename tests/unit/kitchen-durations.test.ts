import { describe, expect, it } from 'vitest';
import { clockText, durationLabel, findStepTimers } from '@kochclip/core';

const MIN = 60;
const HOUR = 60 * MIN;

/** [step text, the words the timer shows, seconds it runs, upper end of a range] */
const PHRASINGS: Array<[string, string, number, number]> = [
  ['Die Soße 10 Minuten köcheln lassen.', '10 Minuten', 10 * MIN, 10 * MIN],
  ['Pfannkuchen 2–3 Min. backen, bis die Unterseite goldbraun ist.', '2–3 Min.', 2 * MIN, 3 * MIN],
  ['Zugedeckt 1 Std. 15 Min. schmoren.', '1 Std. 15 Min.', 75 * MIN, 75 * MIN],
  ['Den Teig eine halbe Stunde ruhen lassen.', 'eine halbe Stunde', 30 * MIN, 30 * MIN],
  ['Den Tee eine Viertelstunde ziehen lassen.', 'eine Viertelstunde', 15 * MIN, 15 * MIN],
  ['Bei 180 °C ca. 20 min backen.', '20 min', 20 * MIN, 20 * MIN],
  ['Die Kartoffeln 5-7 Minuten garen.', '5-7 Minuten', 5 * MIN, 7 * MIN],
  ['Den Hefeteig eine Stunde gehen lassen.', 'eine Stunde', HOUR, HOUR],
  ['Alles 90 Sekunden auf höchster Stufe mixen.', '90 Sekunden', 90, 90],
  ['Den Braten anderthalb Stunden im Ofen lassen.', 'anderthalb Stunden', 90 * MIN, 90 * MIN],
  ['Das Gulasch 1,5 Stunden sanft schmoren.', '1,5 Stunden', 90 * MIN, 90 * MIN],
  ['Die Rouladen 1 ½ Std. schmoren.', '1 ½ Std.', 90 * MIN, 90 * MIN],
  ['Den Knoblauch zwei bis drei Minuten mitrösten.', 'zwei bis drei Minuten', 2 * MIN, 3 * MIN],
  ['Bei 200 °C 25–30 Min. backen.', '25–30 Min.', 25 * MIN, 30 * MIN],
  ['Die Sahne 1 Minute und 30 Sekunden aufschlagen.', '1 Minute und 30 Sekunden', 90, 90],
  ['Etwa eine Dreiviertelstunde backen.', 'eine Dreiviertelstunde', 45 * MIN, 45 * MIN],
  ['Den Teig 1h gehen lassen.', '1h', HOUR, HOUR],
  ['Die Nudeln 10min kochen.', '10min', 10 * MIN, 10 * MIN],
  ['Die Milch in einer halben Stunde abkühlen lassen.', 'einer halben Stunde', 30 * MIN, 30 * MIN],
  ['Die Zwiebeln noch weitere 5 Minuten dünsten.', '5 Minuten', 5 * MIN, 5 * MIN],
  ['Das Ei genau eine Minute pochieren.', 'eine Minute', MIN, MIN],
  ['Das Fleisch 48 Stunden marinieren.', '48 Stunden', 48 * HOUR, 48 * HOUR],
];

describe('timers found in German step texts', () => {
  it.each(PHRASINGS)('%s → %s', (step, text, seconds, maxSeconds) => {
    const timers = findStepTimers(step);
    expect(timers.map((t) => ({ text: t.text, seconds: t.seconds, maxSeconds: t.maxSeconds }))).toEqual([
      { text, seconds, maxSeconds },
    ]);
    const [timer] = timers;
    expect(step.slice(timer?.start, timer?.end)).toBe(text);
  });

  it.each([
    'Abgedeckt über Nacht im Kühlschrank marinieren.',
    'Einige Minuten ruhen lassen.',
    'Ein paar Minuten abkühlen lassen, dann servieren.',
    'Die Minze hacken und darüberstreuen.',
    'Die Tomaten in 2 Hälften schneiden.',
    'Den Ofen auf 180 Grad vorheizen.',
    'Mit 2 EL Öl und 1 TL Salz mischen.',
    'Um 12:30 Uhr servieren.',
  ])('offers no timer for "%s"', (step) => {
    expect(findStepTimers(step)).toEqual([]);
  });

  it('finds each duration of a step that names several, in order', () => {
    const timers = findStepTimers('Zwiebeln 5 Minuten anbraten, dann 10 Minuten köcheln und über Nacht ziehen lassen.');
    expect(timers.map((t) => [t.text, t.seconds])).toEqual([
      ['5 Minuten', 300],
      ['10 Minuten', 600],
    ]);
  });

  it('keeps two amounts of the same unit apart instead of adding them up', () => {
    expect(findStepTimers('Erst 2 Minuten, 3 Minuten später wenden.').map((t) => t.seconds)).toEqual([120, 180]);
  });

  it('takes the timer of a step with a vague and an exact time from the exact one', () => {
    const step = 'Mindestens 10 Minuten quellen lassen – am besten abgedeckt über Nacht im Kühlschrank.';
    expect(findStepTimers(step).map((t) => t.text)).toEqual(['10 Minuten']);
  });
});

describe('timer texts', () => {
  it('shows the time left as minutes and seconds, with hours when needed', () => {
    expect(clockText(600)).toBe('10:00');
    expect(clockText(59.2)).toBe('1:00');
    expect(clockText(3 * HOUR + 4 * MIN + 5)).toBe('3:04:05');
    expect(clockText(-3)).toBe('0:00');
  });

  it('names a timer length in German abbreviations', () => {
    const plain = (text: string) => text.replaceAll('\u00a0', ' ');
    expect(plain(durationLabel(75 * MIN))).toBe('1 Std. 15 Min.');
    expect(plain(durationLabel(90))).toBe('1 Min. 30 Sek.');
    expect(plain(durationLabel(10 * MIN))).toBe('10 Min.');
  });
});
