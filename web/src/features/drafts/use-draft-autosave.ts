import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import type { TEditorForm } from '../recipe-editor/editor-state';
import { draftContentOf, type TDraftContent } from './draft-content';

export type TAutosaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed'; message: string };

/** Quiet time after the last keystroke before the form is stored. */
export const AUTOSAVE_DELAY_MS = 1200;

/**
 * Stores the editor's form as the draft while the member edits it: after a pause in typing, and at once when the
 * page is hidden or closed (a `keepalive` request that outlives the page). `create` makes the draft on the first
 * save where there is none yet (/rezept/neu).
 */
export function useDraftAutosave(options: {
  draftId: number | null;
  create?: (content: TDraftContent) => Promise<number>;
  shouldSave?: (form: TEditorForm) => boolean;
}) {
  const trpc = useTRPC();
  const update = useMutation(trpc.drafts.update.mutationOptions());
  const [state, setState] = useState<TAutosaveState>({ kind: 'idle' });
  const idRef = useRef(options.draftId);
  const pending = useRef<TEditorForm | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const stopped = useRef(false);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const store = useCallback(async () => {
    const form = pending.current;
    if (!form || stopped.current) return;
    pending.current = null;
    const content = draftContentOf(form);
    setState({ kind: 'saving' });
    try {
      if (idRef.current === null) {
        const { create } = optionsRef.current;
        if (!create) return;
        idRef.current = await create(content);
      } else {
        await update.mutateAsync({ id: idRef.current, content });
      }
      setState({ kind: 'saved', at: new Date() });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error, 'Der Entwurf konnte nicht gespeichert werden.') });
    }
  }, [update]);

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // One save at a time, in order: a new draft is made once, and a later form never loses to an earlier one.
    while (running.current) await running.current;
    if (!pending.current) return;
    running.current = store().finally(() => {
      running.current = null;
    });
    await running.current;
  }, [store]);

  const schedule = useCallback(
    (form: TEditorForm) => {
      const { shouldSave } = optionsRef.current;
      if (stopped.current || (shouldSave && !shouldSave(form))) return;
      pending.current = form;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  /** Waits for a save under way and drops a scheduled one (before the draft is saved as a recipe). */
  const settle = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    while (running.current) await running.current;
  }, []);

  /** Saving or discarding ends the draft: nothing is stored after that. */
  const stop = useCallback(() => {
    stopped.current = true;
    pending.current = null;
    if (timer.current) clearTimeout(timer.current);
  }, []);

  useEffect(() => {
    const onHide = () => {
      const form = pending.current;
      const id = idRef.current;
      if (!form || id === null || stopped.current) return;
      pending.current = null;
      if (timer.current) clearTimeout(timer.current);
      void fetch(`/api/drafts/${id}`, {
        method: 'PUT',
        keepalive: true,
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: draftContentOf(form) }),
      }).catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the page inside the app (a link, „Abbrechen“) keeps what was typed last.
      onHide();
    };
  }, []);

  return { state, schedule, flush, settle, stop, draftId: () => idRef.current };
}
