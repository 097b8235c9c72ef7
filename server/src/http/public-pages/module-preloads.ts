import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Vite's build manifest (`build.manifest`): each module's chunk and the chunks that chunk imports. */
type TViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The chunks a server-rendered page's code needs, for `<link rel="modulepreload">` in its head: the browser
 * fetches them while it reads the HTML instead of after the app's first script (which would otherwise add one
 * link per chunk itself, up to 40 on a recipe page, in its longest task). `modules` are the page's modules as the
 * manifest names them (web/src/entry-server.tsx `pageModules`); the entry (index.html's own script) is left out.
 * Without a manifest (a build without it) no page gets any, and the browser loads the chunks as before.
 */
export function modulePreloads(webDist: string): (modules: readonly string[]) => string[] {
  let manifest: TViteManifest | null | undefined;
  const read = () =>
    (manifest ??= existsSync(path.join(webDist, '.vite', 'manifest.json'))
      ? (JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as TViteManifest)
      : null);
  return (modules) => {
    const chunks = read();
    if (!chunks) return [];
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = chunks[key];
      if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return;
      files.add(`/${chunk.file}`);
      chunk.imports?.forEach(visit);
    };
    modules.forEach(visit);
    return [...files];
  };
}
