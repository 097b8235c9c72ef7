import type { TAutosaveState } from './use-draft-autosave';

const time = (at: Date) => at.toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit' });

/** Tells the member whether their edits are stored as the draft (a polite live region, never an interruption). */
export function AutosaveStatus({ state }: { state: TAutosaveState }) {
  const text =
    state.kind === 'saving'
      ? 'Entwurf wird gespeichert …'
      : state.kind === 'saved'
        ? `Entwurf gespeichert um ${time(state.at)}`
        : state.kind === 'failed'
          ? `Entwurf nicht gespeichert: ${state.message}`
          : 'Änderungen werden automatisch als Entwurf gespeichert.';
  return (
    <p
      role="status"
      data-testid="autosave-status"
      className={state.kind === 'failed' ? 'text-xs font-semibold text-red-800' : 'text-xs text-stone-600'}
    >
      {text}
    </p>
  );
}
