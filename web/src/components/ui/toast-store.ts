import { useSyncExternalStore } from 'react';

/** 'destructive' is for failures (spec); 'success' adds a check mark to confirmations. */
export type TToastVariant = 'default' | 'success' | 'destructive';

export interface TToastInput {
  title: string;
  description?: string;
  variant?: TToastVariant;
  /** Milliseconds until it hides itself; `Infinity` keeps it until closed. */
  duration?: number;
}

export interface TToast {
  id: number;
  title: string;
  description: string | undefined;
  variant: TToastVariant;
  duration: number;
}

export const TOAST_DEFAULT_DURATION_MS = 5000;

// One toast at a time (spec): a new toast replaces the visible one.
let current: TToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: TToast | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Closes the given toast, or whichever is visible when no id is passed. */
export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) publish(null);
}

/** Shows a toast from anywhere (components, hooks, mutation callbacks). */
export function toast(input: TToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  publish({
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DEFAULT_DURATION_MS,
  });
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): TToast | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

export function useToast() {
  return { toast, dismiss: dismissToast };
}
