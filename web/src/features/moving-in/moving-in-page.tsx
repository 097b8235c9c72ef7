import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Page, PageHeading } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/errors';
import { FORM_ROUTES, postForm } from '../../lib/post-form';
import { APP_HINTS } from './app-hints';
import { ImportProgress } from './import-progress';
import { useArchiveImport } from './use-archive-import';

type TVisibility = 'public' | 'private';

const MAX_ARCHIVE_MB = FORM_ROUTES.importArchive.file.maxBytes / 1024 / 1024;

const VISIBILITY_CHOICES: { value: TVisibility; label: string; hint: string }[] = [
  {
    value: 'private',
    label: 'Nur für mich',
    hint: 'Niemand außer dir sieht die Rezepte. Du kannst jedes später einzeln veröffentlichen.',
  },
  {
    value: 'public',
    label: 'Öffentlich',
    hint: 'Wie jedes neue Rezept: alle finden die Rezepte in der Suche und auf deinem Profil.',
  },
];

/** /umziehen: a member brings the recipe collection of another app (issue 40 item 5). */
export function MovingInPage() {
  const [params, setParams] = useSearchParams();
  const running = Number(params.get('umzug'));
  const importId = Number.isInteger(running) && running > 0 ? running : null;
  const status = useArchiveImport(importId);
  const [file, setFile] = useState<File | null>(null);
  const [visibility, setVisibility] = useState<TVisibility>('private');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError('Bitte wähle eine Exportdatei aus.');
      return;
    }
    setError(null);
    setSending(true);
    try {
      const started = await postForm(FORM_ROUTES.importArchive, { file, visibility });
      setParams({ umzug: String(started.id) });
    } catch (failure) {
      setError(errorMessage(failure, 'Der Umzug konnte nicht gestartet werden.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Page title="Rezepte umziehen" className="flex max-w-2xl flex-col gap-6">
      <PageHeading lead="Bring deine Rezeptsammlung aus einer anderen App mit: Zutaten mit Gruppen, Schritte, Zeiten, Portionen, Schlagworte, Bilder und der Link zur Quelle kommen mit. Bewertungen und Kommentare der anderen App bleiben dort. Dein KI-Kontingent wird nicht belastet.">
        Rezepte umziehen
      </PageHeading>

      {importId !== null && status.data && <ImportProgress data={status.data} />}
      {importId !== null && status.isPending && <Spinner className="size-6" />}
      {importId !== null && status.isError && (
        <p role="alert" className="text-sm text-red-700">
          {status.error.message}
        </p>
      )}

      <form
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-5 rounded-(--radius-card) bg-white p-4 shadow-card ring-1 ring-cream-200 sm:p-6"
        noValidate
      >
        <div className="flex flex-col gap-2">
          <label htmlFor="archive-file" className="font-semibold text-stone-900">
            Exportdatei
          </label>
          <input
            id="archive-file"
            name="file"
            type="file"
            accept=".zip,.json,.paprikarecipes,application/zip,application/json"
            aria-describedby="archive-file-hint"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="block w-full min-h-11 rounded-xl border border-stone-300 p-2 text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:font-semibold file:text-white"
          />
          <p id="archive-file-hint" className="text-sm text-stone-600">
            Zip, .paprikarecipes oder JSON, höchstens {MAX_ARCHIVE_MB} MB und 5.000 Rezepte. Das Format erkennen wir am Inhalt.
          </p>
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold text-stone-900">Wer sieht die Rezepte?</legend>
          {VISIBILITY_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-200 p-3 has-checked:border-brand-600 has-checked:bg-cream-50"
            >
              <input
                type="radio"
                name="archive-visibility"
                value={choice.value}
                checked={visibility === choice.value}
                onChange={() => setVisibility(choice.value)}
                aria-describedby={`archive-visibility-${choice.value}`}
                className="mt-1 size-5 shrink-0 accent-brand-600"
              />
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold text-stone-900">{choice.label}</span>
                <span id={`archive-visibility-${choice.value}`} className="text-sm text-stone-600">
                  {choice.hint}
                </span>
              </span>
            </label>
          ))}
        </fieldset>

        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" size="lg" pending={sending} disabled={sending} className="self-stretch sm:self-start">
          Umzug starten
        </Button>
      </form>

      <section aria-labelledby="app-hints-heading" className="flex flex-col gap-3">
        <h2 id="app-hints-heading" className="text-xl font-bold text-stone-900">
          So findest du deinen Export
        </h2>
        <ul className="flex flex-col gap-2">
          {APP_HINTS.map((hint) => (
            <li key={hint.app} className="rounded-xl bg-white p-3 text-sm ring-1 ring-cream-200">
              <span className="font-semibold text-stone-900">{hint.app}</span>{' '}
              <span className="text-stone-500">({hint.file})</span>
              <span className="block text-stone-700">{hint.how}</span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-stone-600">
          Rezepte, die du schon hast (gleicher Titel und gleiche Quelle), werden übersprungen – die gleiche Datei zweimal
          hochzuladen schadet also nicht.
        </p>
      </section>
    </Page>
  );
}
