import { sectionOf } from '@kochclip/core';
import type { TItemChange, TShoppingItem, TShoppingList } from './shopping-types';

/**
 * A phone in the supermarket loses its connection: every change is kept here first (local storage, per list) with
 * the time it was made, shown at once, and sent when the connection is back; the server keeps the later change
 * of each item. The last list the server sent is kept too, so the page opens offline.
 */
export interface TOfflineState {
  snapshot: TShoppingList | null;
  queue: TItemChange[];
}

const storageKey = (listId: number) => `kochclip-einkauf-${listId}`;

export function loadOffline(listId: number): TOfflineState {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(listId)) ?? 'null') as Partial<TOfflineState> | null;
    return { snapshot: parsed?.snapshot ?? null, queue: Array.isArray(parsed?.queue) ? parsed.queue : [] };
  } catch {
    return { snapshot: null, queue: [] };
  }
}

function saveOffline(listId: number, state: TOfflineState): void {
  try {
    localStorage.setItem(storageKey(listId), JSON.stringify(state));
  } catch {
    // A full storage keeps the page working online; only offline changes would be lost on reload.
  }
}

/*
 * The list and the queue are written apart, each beside what is stored of the other: a writer holding an older view
 * of the whole (a tick made offline before the page had stored its first list) must not wipe the list.
 */

/** Keeps the list as the server last sent it (the page opens offline from it). */
export function saveSnapshot(listId: number, snapshot: TShoppingList): void {
  saveOffline(listId, { ...loadOffline(listId), snapshot });
}

/** Keeps the changes not sent yet. */
export function saveQueue(listId: number, queue: readonly TItemChange[]): void {
  saveOffline(listId, { ...loadOffline(listId), queue: [...queue] });
}

export function forgetOffline(listId: number): void {
  localStorage.removeItem(storageKey(listId));
}

function addedItem(change: Extract<TItemChange, { type: 'add' }>): TShoppingItem {
  return {
    id: change.itemId,
    name: change.name.trim(),
    amount: '',
    quantities: [],
    notes: [],
    section: sectionOf(change.name),
    staple: false,
    checked: false,
    inPantry: false,
    custom: true,
    sources: [],
    changedAt: change.changedAt,
  };
}

/** The list as the member sees it: what the server sent, with the changes not sent yet applied in order. */
export function withQueuedChanges(list: TShoppingList, queue: readonly TItemChange[]): TShoppingList {
  let items = list.items;
  for (const change of queue) {
    if (change.type === 'add') {
      if (!items.some((item) => item.id === change.itemId)) items = [...items, addedItem(change)];
    } else if (change.type === 'remove') {
      items = items.filter((item) => item.id !== change.itemId);
    } else {
      items = items.map((item) => {
        if (item.id !== change.itemId) return item;
        return change.type === 'check' ? { ...item, checked: change.checked } : { ...item, section: change.section };
      });
    }
  }
  const open = items.filter((item) => !item.checked && !item.inPantry).length;
  return { ...list, items, itemCount: items.length, openCount: open };
}

/** A version-4 UUID for an item added on this device; randomUUID needs a secure context, getRandomValues does not. */
export function newItemId(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
