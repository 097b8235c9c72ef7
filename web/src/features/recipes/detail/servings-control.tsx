import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { MAX_SERVINGS, MIN_SERVINGS } from '@kochclip/core';
import { MinusIcon, PlusIcon } from '../../shared/extra-icons';
import type { TServingsState } from './use-servings';

/** − [n] + for the portion scaler. */
export function ServingsControl({ state }: { state: TServingsState }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        Portionen
      </label>
      <div className="flex items-center rounded-xl bg-cream-100 p-1 ring-1 ring-cream-300">
        <Button
          variant="ghost"
          size="icon"
          className="size-9 pointer-coarse:size-11"
          aria-label="Eine Portion weniger"
          aria-controls={id}
          onClick={state.decrement}
          disabled={!state.canDecrement}
        >
          <MinusIcon className="size-4" />
        </Button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={MIN_SERVINGS}
          max={MAX_SERVINGS}
          step={1}
          value={state.draft}
          onChange={(event) => state.onDraftChange(event.target.value)}
          onBlur={state.onBlur}
          className="h-9 w-12 rounded-lg bg-white text-center text-base font-bold text-stone-900 tabular-nums [appearance:textfield] focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <Button
          variant="ghost"
          size="icon"
          className="size-9 pointer-coarse:size-11"
          aria-label="Eine Portion mehr"
          aria-controls={id}
          onClick={state.increment}
          disabled={!state.canIncrement}
        >
          <PlusIcon className="size-4" />
        </Button>
      </div>
    </div>
  );
}
