import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PrinterIcon } from '../shared/extra-icons';
import type { TPrintedRecipe } from './printed-recipe';

/** A print page: no navigation, a print button and a way back that are not printed, black on white. */
export function PrintFrame({
  title,
  back,
  children,
}: {
  title: string;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-3xl bg-white px-6 py-8 text-stone-900 print:max-w-none print:p-0">
      <div className="mb-8 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={back.to} className="text-sm font-semibold text-stone-600 hover:text-brand-700">
          ← {back.label}
        </Link>
        <Button onClick={() => window.print()}>
          <PrinterIcon className="size-4" />
          Drucken
        </Button>
      </div>
      {children}
      <p className="mt-10 border-t border-stone-300 pt-3 text-xs text-stone-500">
        Gedruckt von Kochclip · {window.location.host}
      </p>
    </div>
  );
}

/** One recipe on paper: title, facts, ingredients in two columns, steps numbered through the recipe. */
export function PrintedRecipe({ recipe, headingLevel = 1 }: { recipe: TPrintedRecipe; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const firstSteps = recipe.stepGroups.map((_, index) =>
    recipe.stepGroups.slice(0, index).reduce((sum, group) => sum + group.steps.length, 1),
  );
  return (
    <article className="break-inside-avoid-page">
      <Heading className="text-3xl font-extrabold tracking-tight">{recipe.title}</Heading>
      <p className="mt-2 text-sm text-stone-700">{recipe.facts.join(' · ')}</p>
      {recipe.source && <p className="mt-1 text-sm text-stone-700">Quelle: {recipe.source}</p>}
      <section aria-label="Zutaten" className="mt-6">
        <h3 className="text-lg font-bold">Zutaten</h3>
        {recipe.ingredientGroups.map((group, groupIndex) => (
          <div key={groupIndex} className="break-inside-avoid">
            {group.title && <h4 className="mt-3 text-sm font-bold">{group.title}</h4>}
            <ul className="mt-2 columns-2 gap-8 text-sm">
              {group.ingredients.map((ingredient, index) => (
                <li key={index} data-testid="print-ingredient" className="break-inside-avoid py-0.5">
                  {ingredient.amount && <strong className="tabular-nums">{ingredient.amount} </strong>}
                  {ingredient.name}
                  {ingredient.note?.trim() && <span className="text-stone-600">, {ingredient.note.trim()}</span>}
                  {ingredient.optional && <span className="text-stone-600"> (optional)</span>}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <section aria-label="Zubereitung" className="mt-6">
        <h3 className="text-lg font-bold">Zubereitung</h3>
        {recipe.stepGroups.map((group, groupIndex) => (
          <div key={groupIndex}>
            {group.title && <h4 className="mt-3 text-sm font-bold">{group.title}</h4>}
            <ol start={firstSteps[groupIndex]} className="mt-2 list-decimal space-y-2 pl-5 text-sm">
              {group.steps.map((step, index) => (
                <li key={index} data-testid="print-step">
                  {step}
                </li>
              ))}
            </ol>
          </div>
        ))}
      </section>
    </article>
  );
}
