import {
  addDays,
  germanDate,
  germanDayLabel,
  isIsoDate,
  isoWeekNumber,
  MEAL_SLOT_LABELS,
  MEAL_SLOTS,
  mondayOf,
  todayInPlanZone,
} from '@kochclip/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Page, PageHeading } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { AddRecipeDialog } from './add-recipe-dialog';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { MoveEntryDialog } from './move-entry-dialog';
import { RepeatEntryDialog } from './repeat-entry-dialog';
import { entryLabel, useMealPlan, type TMealPlanEntry, type TMealSlot } from './use-meal-plan';
import { WeekGrid } from './week-grid';

/** /wochenplan?woche=YYYY-MM-DD: a week of meals, Monday first. */
export default function MealPlanPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const today = todayInPlanZone();
  const asked = params.get('woche') ?? '';
  const week = mondayOf(isIsoDate(asked) ? asked : today);
  const plan = useMealPlan(week);
  const [adding, setAdding] = useState<{ date: string; slot: TMealSlot } | null>(null);
  const [moving, setMoving] = useState<TMealPlanEntry | null>(null);
  const [repeating, setRepeating] = useState<TMealPlanEntry | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<number | null>(null);

  const showWeek = (monday: string) => setParams(monday === mondayOf(today) ? {} : { woche: monday });

  useEffect(() => {
    const id = focusAfterMove.current;
    if (id === null || !plan.query.data) return;
    const handle = document.querySelector<HTMLElement>(`[data-move-handle="${id}"]`);
    if (handle) {
      handle.focus();
      focusAfterMove.current = null;
    }
  }, [plan.query.data]);

  const move = (entry: TMealPlanEntry, date: string, slot: TMealSlot) => {
    if (date === entry.date && slot === entry.slot) return;
    focusAfterMove.current = entry.id;
    plan.update.mutate(
      { id: entry.id, date, slot },
      {
        onSuccess: () => {
          setMoving(null);
          setAnnouncement(`${entryLabel(entry)}: ${germanDayLabel(date)} – ${MEAL_SLOT_LABELS[slot]}`);
          if (mondayOf(date) !== week) showWeek(mondayOf(date));
        },
      },
    );
  };
  const onMove = (entry: TMealPlanEntry, direction: 'left' | 'right' | 'up' | 'down') => {
    if (direction === 'left' || direction === 'right') {
      move(entry, addDays(entry.date, direction === 'left' ? -1 : 1), entry.slot);
      return;
    }
    const index = MEAL_SLOTS.indexOf(entry.slot) + (direction === 'up' ? -1 : 1);
    const slot = MEAL_SLOTS[index];
    if (slot) move(entry, entry.date, slot);
  };

  const data = plan.query.data;
  if (!data)
    return plan.query.isError ? (
      <Page title="Wochenplan">Der Wochenplan konnte nicht geladen werden.</Page>
    ) : (
      <PageSpinner label="Wochenplan wird geladen" />
    );
  const lastDay = data.days[6] ?? week;

  return (
    <Page title="Wochenplan" className="flex max-w-7xl flex-col gap-6">
      <PageHeading
        lead={
          <>
            Plane Frühstück, Mittagessen, Abendessen und Snacks – und mach daraus mit einem Klick deine Einkaufsliste.{' '}
            <Link to="/haushalt" className="font-semibold text-brand-700 underline">
              Gemeinsam planen im Haushalt
            </Link>
          </>
        }
      >
        Wochenplan
      </PageHeading>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => showWeek(addDays(week, -7))} aria-label="Vorherige Woche">
            ‹ Vorherige
          </Button>
          <Button variant="ghost" size="sm" onClick={() => showWeek(mondayOf(today))}>
            Diese Woche
          </Button>
          <Button variant="outline" size="sm" onClick={() => showWeek(addDays(week, 7))} aria-label="Nächste Woche">
            Nächste ›
          </Button>
          <p className="font-semibold text-stone-800" data-testid="plan-week-title">
            KW {isoWeekNumber(week)} · {germanDate(week)} – {germanDate(lastDay)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            pending={plan.suggest.isPending}
            disabled={!data.editable}
            onClick={() =>
              plan.suggest.mutate(undefined, {
                onSuccess: (result) =>
                  toast({
                    variant: 'success',
                    title: 'Vorschlag eingetragen',
                    description:
                      result.added === 1
                        ? 'Ein Rezept aus deinen Sammlungen und Likes steht jetzt im Plan.'
                        : `${result.added} Rezepte aus deinen Sammlungen und Likes stehen jetzt im Plan.`,
                  }),
              })
            }
          >
            Vorschlag
          </Button>
          <Button
            pending={plan.toShoppingList.isPending}
            disabled={data.entries.length === 0}
            onClick={() =>
              plan.toShoppingList.mutate(undefined, {
                onSuccess: (list) => {
                  toast({
                    variant: 'success',
                    title: 'Einkaufsliste gefüllt',
                    description: `Alle Rezepte dieser Woche stehen auf „${list.title}“.`,
                  });
                  void navigate(`/einkaufsliste/${list.id}`);
                },
              })
            }
          >
            Einkaufsliste für diese Woche
          </Button>
        </div>
      </div>
      {!data.editable && (
        <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          Mit dem kostenlosen Konto planst du die aktuelle und die nächste Woche.{' '}
          <Link to="/premium" className="font-semibold underline">
            Mit Premium
          </Link>{' '}
          planst du so weit im Voraus, wie du möchtest.
        </p>
      )}
      <p id="plan-move-hint" className="sr-only">
        Mit den Pfeiltasten links und rechts auf einen anderen Tag, mit oben und unten zu einer anderen Mahlzeit verschieben; die
        Eingabetaste öffnet die Auswahl von Tag und Mahlzeit.
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <WeekGrid
        week={data}
        today={today}
        onDrop={(entryId, date, slot) => {
          const entry = data.entries.find((e) => e.id === entryId);
          if (entry) move(entry, date, slot);
        }}
        onMove={onMove}
        onPickMove={setMoving}
        onServings={(entry, servings) => plan.update.mutate({ id: entry.id, servings })}
        onRemove={(entry) => plan.remove.mutate(entry.id)}
        onRepeat={setRepeating}
        onAdd={(date, slot) => setAdding({ date, slot })}
      />
      <CalendarFeedPanel />
      <MoveEntryDialog week={week} entry={moving} pending={plan.update.isPending} onClose={() => setMoving(null)} onMove={move} />
      <AddRecipeDialog
        target={adding}
        pending={plan.add.isPending || plan.addNote.isPending}
        onClose={() => setAdding(null)}
        onPick={(recipeId) => {
          if (!adding) return;
          plan.add.mutate({ ...adding, recipeId }, { onSuccess: () => setAdding(null) });
        }}
        onNote={(note) => {
          if (!adding) return;
          plan.addNote.mutate({ ...adding, note }, { onSuccess: () => setAdding(null) });
        }}
      />
      <RepeatEntryDialog
        entry={repeating}
        pending={plan.repeat.isPending}
        onClose={() => setRepeating(null)}
        onRepeat={(entry, repeat) =>
          plan.repeat.mutate(
            { id: entry.id, ...repeat },
            {
              onSuccess: (result) => {
                setRepeating(null);
                toast({
                  variant: 'success',
                  title: 'Wiederholt',
                  description: `„${entryLabel(entry)}“ steht jetzt ${result.entries.length}-mal mehr im Plan.`,
                });
              },
            },
          )
        }
      />
    </Page>
  );
}
