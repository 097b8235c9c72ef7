import { formatDuration } from '../../../lib/format';
import { ClockIcon, ThermometerIcon } from '../../shared/extra-icons';
import type { TRecipeDetail } from '../recipe-types';

type TStepRecipe = Pick<TRecipeDetail, 'instructionGroups' | 'instructions' | 'totalInstructions' | 'isPreview'>;
type TStep = TRecipeDetail['instructions'][number];

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
      {recipe.instructionGroups.map((group, groupIndex) => {
        // Steps are numbered through the whole recipe, across its groups.
        const first = recipe.instructionGroups.slice(0, groupIndex).reduce((sum, g) => sum + g.steps.length, 0);
        const headingId = `step-group-${groupIndex}`;
        return (
          <div key={groupIndex} className={group.title ? 'mt-6' : 'mt-4'}>
            {group.title && (
              <h3 id={headingId} className="mb-3 text-base font-bold text-stone-900">
                {group.title}
              </h3>
            )}
            <ol start={first + 1} className="flex flex-col gap-5" {...(group.title ? { 'aria-labelledby': headingId } : {})}>
              {group.steps.map((instruction, index) => (
                <StepItem key={index} number={first + index + 1} instruction={instruction} />
              ))}
            </ol>
          </div>
        );
      })}
      {recipe.isPreview && hidden > 0 && (
        <p className="mt-4 text-sm font-semibold text-brand-800">
          … und {hidden} weitere {hidden === 1 ? 'Schritt' : 'Schritte'} für Mitglieder
        </p>
      )}
    </section>
  );
}

function StepItem({ number, instruction }: { number: number; instruction: TStep }) {
  return (
    <li data-testid="step" className="flex gap-4">
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
      >
        {number}
      </span>
      <div className="min-w-0 flex-1 pt-1">
        <p className="sr-only">Schritt {number}</p>
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
  );
}
