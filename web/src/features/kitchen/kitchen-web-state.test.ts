import { describe, expect, it } from 'vitest';
import {
  dueTimers,
  markRang,
  pauseTimer,
  resumeTimer,
  secondsLeft,
  startTimer,
  type TStepTimer,
} from './cooking-mode/step-timers';
import { voiceCommandOf } from './cooking-mode/voice-commands';
import { withQueuedChanges } from './shopping/offline-queue';

const T0 = Date.UTC(2030, 5, 14, 16, 0);
const tenMinutes = { id: '1:12', step: 1, label: '10 Minuten', seconds: 600 };
const oneMinute = { id: '3:20', step: 3, label: '1–2 Minuten', seconds: 60 };

describe('step timers', () => {
  it('runs several timers at once, each to its own end', () => {
    const timers = startTimer(startTimer([], tenMinutes, T0), oneMinute, T0 + 5000);
    expect(timers.map((t) => secondsLeft(t, T0 + 5000))).toEqual([595, 60]);
    expect(dueTimers(timers, T0 + 64_999)).toEqual([]);
    expect(dueTimers(timers, T0 + 65_000).map((t) => t.id)).toEqual(['3:20']);
    const rang = markRang(timers, new Set(['3:20']));
    expect(dueTimers(rang, T0 + 700_000).map((t) => t.id)).toEqual(['1:12']);
  });

  it('pauses with the time left and resumes from there; starting again begins anew', () => {
    let timers: TStepTimer[] = startTimer([], tenMinutes, T0);
    timers = pauseTimer(timers, '1:12', T0 + 100_000);
    expect(secondsLeft(timers[0] as TStepTimer, T0 + 900_000)).toBe(500);
    expect(dueTimers(timers, T0 + 900_000)).toEqual([]);
    timers = resumeTimer(timers, '1:12', T0 + 900_000);
    expect(secondsLeft(timers[0] as TStepTimer, T0 + 1_000_000)).toBe(400);
    timers = startTimer(timers, tenMinutes, T0 + 1_000_000);
    expect(timers).toHaveLength(1);
    expect(secondsLeft(timers[0] as TStepTimer, T0 + 1_000_000)).toBe(600);
  });
});

describe('voice commands', () => {
  it.each([
    ['Weiter', 'next'],
    ['nächster Schritt', 'next'],
    ['zurück bitte', 'previous'],
    ['Wiederholen', 'repeat'],
    ['noch mal', 'repeat'],
    ['Timer starten', 'startTimer'],
    ['okay starte den Timer', 'startTimer'],
    ['Was gibt es heute?', null],
  ])('"%s" → %s', (heard, command) => {
    expect(voiceCommandOf(heard)).toBe(command);
  });
});

describe('the shopping list on a phone without connection', () => {
  const list = {
    id: 1,
    title: 'Einkaufsliste',
    owner: { id: 1, username: 'anna' },
    isOwner: true,
    itemCount: 2,
    openCount: 2,
    updatedAt: '2030-06-14T16:00:00.000Z',
    hideStaples: false,
    members: [],
    shareLink: null,
    items: [
      {
        id: 'a',
        name: 'Milch',
        amount: '500 ml',
        quantities: [],
        notes: [],
        section: 'Kühlregal' as const,
        staple: false,
        checked: false,
        inPantry: false,
        custom: false,
        sources: [],
        changedAt: '2030-06-14T16:00:00.000Z',
      },
      {
        id: 'b',
        name: 'Zucker',
        amount: '1 EL',
        quantities: [],
        notes: [],
        section: 'Trockenware' as const,
        staple: true,
        checked: false,
        inPantry: false,
        custom: false,
        sources: [],
        changedAt: '2030-06-14T16:00:00.000Z',
      },
    ],
  };

  it('shows queued changes at once, in order, on top of what the server sent', () => {
    const at = '2030-06-14T16:05:00.000Z';
    const shown = withQueuedChanges(list, [
      { type: 'check', itemId: 'a', checked: true, changedAt: at },
      { type: 'section', itemId: 'b', section: 'Sonstiges', changedAt: at },
      { type: 'add', itemId: 'c', name: ' Frischkäse ', changedAt: at },
      { type: 'add', itemId: 'c', name: 'Frischkäse', changedAt: at },
      { type: 'remove', itemId: 'b', changedAt: at },
    ]);
    expect(shown.items.map((i) => [i.name, i.checked, i.section])).toEqual([
      ['Milch', true, 'Kühlregal'],
      ['Frischkäse', false, 'Kühlregal'],
    ]);
    expect([shown.itemCount, shown.openCount]).toEqual([2, 1]);
    expect(list.items[0]?.checked).toBe(false);
  });
});
