import { Link } from 'react-router';
import type { TRouterOutputs } from '../../lib/trpc';

type TImport = TRouterOutputs['import']['archiveStatus'];

const FORMAT_NAMES: Record<TImport['format'], string> = {
  mealie: 'Mealie',
  tandoor: 'Tandoor',
  paprika: 'Paprika',
  nextcloud: 'Nextcloud Cookbook',
  recipesage: 'RecipeSage',
  'schema-org': 'schema.org-Rezepte',
};

const OUTCOME_TEXT = { imported: 'übernommen', duplicate: 'schon vorhanden', failed: 'fehlgeschlagen' } as const;

/** The progress bar (n of m, the recipe read last) and, once finished, the report per recipe. */
export function ImportProgress({ data }: { data: TImport }) {
  const running = data.status === 'queued' || data.status === 'running';
  const percent = data.total > 0 ? Math.round((data.processed / data.total) * 100) : 0;
  const problems = data.entries.filter((entry) => entry.outcome !== 'imported');
  return (
    <section
      aria-labelledby="import-progress-heading"
      className="flex flex-col gap-4 rounded-(--radius-card) bg-white p-4 shadow-card ring-1 ring-cream-200 sm:p-6"
    >
      <h2 id="import-progress-heading" className="text-xl font-bold text-stone-900">
        {running ? 'Umzug läuft …' : data.status === 'done' ? 'Umzug abgeschlossen' : 'Umzug abgebrochen'}
      </h2>
      <p className="text-sm text-stone-600">
        {FORMAT_NAMES[data.format]} · {data.visibility === 'private' ? 'Nur für mich' : 'Öffentlich'}
      </p>
      <div>
        <progress
          className="h-3 w-full overflow-hidden rounded-full accent-brand-600"
          max={data.total}
          value={data.processed}
          aria-label="Fortschritt des Umzugs"
          aria-valuetext={`${data.processed} von ${data.total} Rezepten`}
        />
        <p className="mt-2 text-sm font-semibold text-stone-800" aria-live="polite">
          {data.processed} von {data.total} Rezepten ({percent} %)
          {running && data.currentTitle && <span className="block font-normal text-stone-600">Zuletzt: {data.currentTitle}</span>}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center text-sm">
        <div className="rounded-xl bg-cream-50 p-2">
          <dt className="text-stone-600">Übernommen</dt>
          <dd className="text-lg font-bold text-stone-900" data-testid="imported-count">
            {data.imported}
          </dd>
        </div>
        <div className="rounded-xl bg-cream-50 p-2">
          <dt className="text-stone-600">Schon da</dt>
          <dd className="text-lg font-bold text-stone-900">{data.duplicates}</dd>
        </div>
        <div className="rounded-xl bg-cream-50 p-2">
          <dt className="text-stone-600">Fehlgeschlagen</dt>
          <dd className="text-lg font-bold text-stone-900">{data.failed}</dd>
        </div>
      </dl>
      {data.error && (
        <p role="alert" className="text-sm text-red-700">
          {data.error}
        </p>
      )}
      {(problems.length > 0 || !running) && data.entries.length > 0 && (
        <div>
          <h3 className="mb-2 font-semibold text-stone-900">Bericht</h3>
          <ul className="flex flex-col divide-y divide-cream-200 text-sm">
            {(running ? problems : data.entries).map((entry) => (
              <li key={entry.position} className="flex flex-col py-2">
                <span className="font-medium text-stone-900">
                  {entry.recipeId ? (
                    <Link to={`/recipe/${entry.recipeId}`} className="text-brand-700 underline underline-offset-2">
                      {entry.title}
                    </Link>
                  ) : (
                    entry.title
                  )}{' '}
                  <span className="font-normal text-stone-600">– {OUTCOME_TEXT[entry.outcome]}</span>
                </span>
                {entry.reason && <span className="text-stone-600">{entry.reason}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
