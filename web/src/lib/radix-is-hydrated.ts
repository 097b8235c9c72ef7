/**
 * Stands in for `@radix-ui/react-use-is-hydrated` in the browser build (web/vite.config.ts). Radix's hook reads
 * `useSyncExternalStore` with `false` for the server and `true` for the browser, so React re-renders every tab
 * trigger synchronously right after hydrating a server-rendered page, inside the hydration's commit: the page's
 * effects then run in that same task too (a recipe page: 180–230 ms at a phone's speed, its longest task). Its one
 * user here, Radix's roving focus (the tab lists), only chooses with it between registering its items in a layout
 * effect or an effect; an effect registers them just as well, a frame later. So: never „hydrated“, no re-render.
 */
export function useIsHydrated(): boolean {
  return false;
}
