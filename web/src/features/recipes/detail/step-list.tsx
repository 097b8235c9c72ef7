import { formatDuration } from '../../../lib/format';
import { ClockIcon, ThermometerIcon } from '../../shared/extra-icons';
import type { TRecipeDetail } from '../recipe-types';

type TStepRecipe = Pick<TRecipeDetail, 'instructions' | 'totalInstructions' | 'isPreview'>;

const CHIP = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold';

export function StepList({ recipe }: { recipe: TStepRecipe }) {
  const hidden = recipe.totalInstructions - recipe.instructions.length;
  return (
    <section
      aria-labelledby="steps-title"
      className="rounded-(--radius-card) bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-6"
    >
      <h2 id="steps-title" className="text-xl font-extrabold text-stone-900">
        Zubereitung
      </h2>
      <ol className="mt-4 flex flex-col gap-5">
        {recipe.instructions.map((instruction, index) => (
          <li key={index} data-testid="step" className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1 pt-1">
              <p className="sr-only">Schritt {index + 1}</p>
              <p className="text-stone-800">{instruction.step}</p>
              {(Boolean(instruction.duration) || Boolean(instruction.temperature)) && (
                <div className="mt-2 flex flex-wrap gap-2">
                  {instruction.duration ? (
                    <span className={`${CHIP} bg-cream-200 text-stone-700`}>
                      <ClockIcon className="size-3.5" />
                      {formatDuration(instruction.duration)}
                    </span>
                  ) : null}
                  {instruction.temperature ? (
                    <span className={`${CHIP} bg-brand-50 text-brand-800`}>
                      <ThermometerIcon className="size-3.5" />
                      {instruction.temperature}
                    </span>
                  ) : null}
                </div>
              )}
            </div>
          </li>
        ))}
      </ol>
      {recipe.isPreview && hidden > 0 && (
        <p className="mt-4 text-sm font-semibold text-brand-800">
          … und {hidden} weitere {hidden === 1 ? 'Schritt' : 'Schritte'} für Mitglieder
        </p>
      )}
    </section>
  );
}
