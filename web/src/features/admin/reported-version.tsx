import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/errors';
import { formatDateTimeDE } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';

/** The recipe as it was in the version a member reported (its kept snapshot), for the moderator to judge. */
function VersionSnapshot({ recipeId, version }: { recipeId: number; version: number }) {
  const trpc = useTRPC();
  const snapshot = useQuery(trpc.recipes.version.queryOptions({ id: recipeId, number: version }));
  if (snapshot.isPending) return <Spinner />;
  if (snapshot.isError) return <p className="text-sm text-red-700">{errorMessage(snapshot.error)}</p>;
  const { recipe } = snapshot.data;
  return (
    <div className="grid gap-3 text-sm text-stone-800" data-testid="reported-version">
      <p className="text-stone-600">
        Gespeichert am <time dateTime={snapshot.data.createdAt}>{formatDateTimeDE(snapshot.data.createdAt)}</time>
        {snapshot.data.editor && <> von @{snapshot.data.editor.username}</>}
        {snapshot.data.current && <> (aktuelle Version)</>}
      </p>
      <h3 className="text-base font-bold">{recipe.title}</h3>
      {recipe.description && <p className="whitespace-pre-line">{recipe.description}</p>}
      {recipe.ingredientGroups.map((group, index) => (
        <div key={`i-${index}`}>
          {group.title && <h4 className="font-semibold">{group.title}</h4>}
          <ul className="list-disc pl-5">
            {group.ingredients.map((item, line) => (
              <li key={line}>
                {[item.amount, item.unit, item.name].filter(Boolean).join(' ')}
                {item.note && `, ${item.note}`}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {recipe.instructionGroups.map((group, index) => (
        <div key={`s-${index}`}>
          {group.title && <h4 className="font-semibold">{group.title}</h4>}
          <ol className="list-decimal pl-5">
            {group.steps.map((step, line) => (
              <li key={line} className="whitespace-pre-line">
                {step.step}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}

/** „Gemeldete Version N ansehen“: opens the reported version of the recipe in a dialog. */
export function ReportedVersionButton({ recipeId, version }: { recipeId: number; version: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Gemeldete Version {version} ansehen
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Gemeldete Version ${version}`} className="max-w-2xl">
        {open && <VersionSnapshot recipeId={recipeId} version={version} />}
      </Dialog>
    </>
  );
}
