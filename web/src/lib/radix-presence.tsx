import { Children, type ReactElement } from 'react';

interface TPresenceProps {
  present: boolean;
  children: ReactElement | ((props: { present: boolean }) => ReactElement);
}

/**
 * Stands in for `@radix-ui/react-presence` in the browser build (web/vite.config.ts): the part that shows or hides
 * a dialog's, menu's, toast's or tab's content, without waiting for an exit animation. Radix's own sets state from
 * a ref callback and a layout effect when it mounts, which makes React re-render synchronously inside the commit of
 * every page whose server markup holds tabs, and run all of the page's effects in that same task (a recipe page
 * at a phone's speed: its longest task). The app animates entrances only (`animate-pop-in`, `animate-fade-in`, …),
 * and Radix unmounts at once when no exit animation runs, so what is shown and when stays the same.
 */
export function Presence({ present, children }: TPresenceProps) {
  if (typeof children === 'function') return children({ present });
  return present ? Children.only(children) : null;
}

export { Presence as Root };
