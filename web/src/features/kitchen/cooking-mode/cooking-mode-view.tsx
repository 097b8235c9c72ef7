import { findStepTimers, ingredientsOfStep, ingredientText } from '@kochclip/core';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cn } from '../../../lib/cn';
import { isWordAmount } from '../../shared/amount-column';
import { ArrowLeftIcon, ArrowRightIcon, ThermometerIcon } from '../../shared/extra-icons';
import { IngredientName } from '../../recipes/detail/ingredient-name';
import { recipeServings } from '../../recipes/recipe-defaults';
import type { TRecipeDetail } from '../../recipes/recipe-types';
import { CookingToolbar } from './cooking-toolbar';
import { groupTitleAt, ingredientLines } from './recipe-groups';
import { StepText } from './step-text';
import { timerId } from './step-timers';
import { TimerTray } from './timer-tray';
import { useStepNavigation } from './use-step-navigation';
import { useStepReader } from './use-step-reader';
import { useStepTimers } from './use-step-timers';
import { useVoiceCommands } from './use-voice-commands';
import type { TVoiceCommand } from './voice-commands';
import { useWakeLock } from './use-wake-lock';

/** Full-screen cooking: one step per screen, its ingredients for the chosen servings, its timers, hands-free. */
export function CookingModeView({ recipe, servings }: { recipe: TRecipeDetail; servings: number }) {
  useDocumentTitle(`Kochmodus: ${recipe.title}`);
  const steps = recipe.instructions;
  const nav = useStepNavigation(recipe.id, steps.length);
  const timers = useStepTimers(recipe.id, recipe.title);
  const reader = useStepReader(recipe.id);
  const wakeLock = useWakeLock();
  const [voiceOn, setVoiceOn] = useState(false);
  const base = recipeServings(recipe.servings);
  const step = steps[nav.index];
  const isLast = nav.index >= steps.length - 1;
  const found = useMemo(() => (step ? findStepTimers(step.step) : []), [step]);
  // The groups carry each ingredient's note; the matching reads names only, so a note never hides an ingredient.
  const ingredients = useMemo(() => ingredientLines(recipe), [recipe]);
  const used = useMemo(() => (step ? ingredientsOfStep(step.step, ingredients) : []), [step, ingredients]);
  const groupTitle = useMemo(() => groupTitleAt(recipe, nav.index), [recipe, nav.index]);

  const onCommand = useCallback(
    (command: TVoiceCommand) => {
      if (command === 'next') nav.next();
      else if (command === 'previous') nav.previous();
      else if (command === 'repeat') void reader.read(nav.index);
      else {
        const first = found.find((timer) => !timers.timers.some((t) => t.id === timerId(nav.index, timer.start) && !t.rang));
        if (first)
          timers.start({ id: timerId(nav.index, first.start), step: nav.index, label: first.text, seconds: first.seconds });
      }
    },
    [found, nav, reader, timers],
  );
  const listening = useVoiceCommands(voiceOn, onCommand);

  return (
    // The dark page reaches under a phone's notch and home indicator (viewport-fit=cover); its content keeps clear.
    <div
      className="fixed inset-0 z-40 flex flex-col bg-stone-950 pt-[env(safe-area-inset-top)] pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)] text-white"
      data-testid="cooking-mode"
    >
      <CookingToolbar
        recipe={recipe}
        servings={servings}
        wakeLock={wakeLock}
        reader={{ ...reader, read: () => void reader.read(nav.index), speakingThis: reader.speaking === nav.index }}
        voice={{ on: voiceOn, state: listening, toggle: () => setVoiceOn((on) => !on) }}
      />
      {step ? (
        <main
          className="relative flex min-h-0 flex-1 touch-pan-y flex-col gap-6 overflow-y-auto px-5 py-6 select-none sm:px-12"
          aria-labelledby="cooking-step-title"
          tabIndex={0}
          {...nav.zoneHandlers}
        >
          {groupTitle && (
            <p className="text-2xl font-extrabold text-white" data-testid="cooking-step-group">
              {groupTitle}
            </p>
          )}
          <h1 id="cooking-step-title" className="text-lg font-bold text-brand-200" aria-live="polite">
            Schritt {nav.index + 1} von {steps.length}
          </h1>
          <StepText
            step={nav.index}
            text={step.step}
            found={found}
            running={timers.timers}
            now={timers.now}
            onStart={timers.start}
          />
          {step.temperature && (
            <p className="flex items-center gap-2 text-xl text-amber-200">
              <ThermometerIcon className="size-5" />
              {step.temperature}
            </p>
          )}
          {used.length > 0 && (
            <section aria-labelledby="step-ingredients-title" className="mt-auto rounded-2xl bg-white/5 p-4 sm:p-6">
              <h2 id="step-ingredients-title" className="text-base font-semibold text-stone-300">
                Zutaten für diesen Schritt ({servings} {servings === 1 ? 'Portion' : 'Portionen'})
              </h2>
              <ul className="mt-2 grid gap-1 text-xl sm:grid-cols-2 sm:text-2xl" aria-label="Zutaten für diesen Schritt">
                {used.map((index) => {
                  const ingredient = ingredients[index];
                  if (!ingredient) return null;
                  const text = ingredientText(ingredient, base, servings);
                  return (
                    <li key={index} data-testid="step-ingredient" className="flex items-baseline gap-3">
                      <span
                        className={cn(
                          'shrink-0 font-bold text-brand-200 tabular-nums',
                          isWordAmount(text.amount) ? 'w-28 text-base' : 'min-w-28 whitespace-nowrap',
                        )}
                      >
                        {text.amount}
                      </span>
                      <IngredientName
                        name={text.name}
                        note={ingredient.note}
                        optional={ingredient.optional}
                        noteClassName="text-stone-400"
                      />
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
        </main>
      ) : (
        <main className="flex flex-1 items-center justify-center p-6 text-xl">Dieses Rezept hat keine Schritte.</main>
      )}
      <TimerTray state={timers} onShowStep={nav.go} />
      {/* On a phone the two big buttons share the row and the way out goes below them. */}
      <nav
        aria-label="Schritte"
        className="grid grid-cols-2 gap-x-3 gap-y-2 border-t border-white/10 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:flex sm:items-center sm:justify-between"
      >
        <Button
          variant="secondary"
          size="lg"
          className="w-full px-3 sm:w-auto sm:px-6"
          onClick={nav.previous}
          disabled={nav.index === 0}
          aria-label="Zurück: vorheriger Schritt"
        >
          <ArrowLeftIcon className="size-5" />
          Zurück
        </Button>
        <Link
          to={`/recipe/${recipe.id}`}
          className="order-last col-span-2 text-center text-sm text-stone-300 underline-offset-2 hover:underline sm:order-none pointer-coarse:py-3"
        >
          Kochmodus beenden
        </Link>
        {isLast ? (
          <ButtonLink to={`/recipe/${recipe.id}`} size="lg" className="w-full px-3 sm:w-auto sm:px-6" onClick={nav.finish}>
            <CheckIcon className="size-5" />
            Fertig
          </ButtonLink>
        ) : (
          <Button size="lg" className="w-full px-3 sm:w-auto sm:px-6" onClick={nav.next} aria-label="Weiter: nächster Schritt">
            Weiter
            <ArrowRightIcon className="size-5" />
          </Button>
        )}
      </nav>
    </div>
  );
}
