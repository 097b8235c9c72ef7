/**
 * The import graph of routers/src, measured with the TypeScript compiler's own import scanner: every `import`,
 * `export … from` and `import()` (type-only ones too) between its files. Prints
 * - import cycles between files (strongly connected components with more than one file),
 * - pairs of feature folders that import each other (a feature folder is the first path segment under routers/src,
 *   except ports/, shared/ and the composition folder raw-routes/), and how many imports cross from one feature
 *   folder into another (ESLint refuses every one: a feature folder imports ports/, shared/, the base and itself),
 * - how many imports the composition folder raw-routes/ takes from feature folders (it gathers every raw route's
 *   contract, as root.ts gathers the routers),
 * - imports from a lower layer up to a higher one (the layers are LAYERS below).
 * `npm run graph:routers` prints the figures; `-- --list` lists every finding, `-- --features` every import between
 * feature folders, `-- --src=<dir>` measures another checkout's routers/src. ARCHITECTURE.md names the layers.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.resolve(
  process.argv.find((arg) => arg.startsWith('--src='))?.slice(6) ?? path.join(import.meta.dirname, '../routers/src'),
);

/**
 * Lower numbers are lower layers; a file may import its own layer and the ones below (ARCHITECTURE.md, "Layers of
 * the routers"). The base (errors, timestamps, …) knows no feature; `*.schemas.ts` are the shapes procedures and
 * ports share; ports and shared pieces build on those; the context carries the ports; services hold the rules;
 * routers and the raw-route contracts publish them; root.ts composes the routers.
 */
function layerOf(file: string): [number, string] {
  const rel = path.relative(SRC, file).replaceAll(path.sep, '/');
  if (['root.ts', 'page-data.ts', 'index.ts', 'server.ts'].includes(rel)) return [6, 'root'];
  if (rel === 'context.ts' || rel === 'trpc.ts') return [3, 'context'];
  if (!rel.includes('/')) return [0, 'base'];
  const top = rel.split('/')[0] ?? '';
  const name = path.basename(rel);
  if (name.endsWith('.schemas.ts')) return [1, 'schemas'];
  if (top === 'ports' || top === 'shared') return [2, top];
  if (top === 'raw-routes' || /\.router\.ts$|\.procedures\.ts$/.test(name)) return [5, 'router'];
  return [4, 'service'];
}

/** Folders that gather what every feature declares, as root.ts composes the routers. */
const COMPOSITION = new Set(['raw-routes']);

/** The first folder of a file under routers/src; undefined for the files directly in it. */
function topOf(file: string): string | undefined {
  const rel = path.relative(SRC, file).replaceAll(path.sep, '/');
  return rel.includes('/') ? rel.split('/')[0] : undefined;
}

/** The feature folder of a file; undefined for the layers below and above and for the composition folders. */
function featureOf(file: string): string | undefined {
  const top = topOf(file);
  return top === 'ports' || top === 'shared' || (top !== undefined && COMPOSITION.has(top)) ? undefined : top;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    // Unit tests beside their code are no part of the graph: they may read any layer of the package.
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base.replace(/\.js$/, '.ts'), `${base}.ts`, path.join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // next candidate
    }
  }
  throw new Error(`${path.relative(SRC, from)}: ${specifier} nicht gefunden`);
}

const files = sources(SRC).sort();
const edges = new Map<string, Set<string>>();
for (const file of files) {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = new Set<string>();
  for (const ref of info.importedFiles) {
    const target = resolve(file, ref.fileName);
    if (target && target !== file) targets.add(target);
  }
  edges.set(file, targets);
}

// Tarjan's strongly connected components.
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const components: string[][] = [];
let counter = 0;
function connect(node: string): void {
  index.set(node, counter);
  low.set(node, counter);
  counter += 1;
  stack.push(node);
  onStack.add(node);
  for (const next of edges.get(node) ?? []) {
    if (!index.has(next)) {
      connect(next);
      low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
    } else if (onStack.has(next)) {
      low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
  }
  if (low.get(node) === index.get(node)) {
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component);
  }
}
for (const file of files) if (!index.has(file)) connect(file);

const folderEdges = new Map<string, Set<string>>();
const crossFeature: string[] = [];
const fromComposition: string[] = [];
const upward: string[] = [];
for (const [from, targets] of edges) {
  for (const to of targets) {
    const [fromFolder, toFolder] = [featureOf(from), featureOf(to)];
    const fromTop = topOf(from);
    if (fromTop !== undefined && COMPOSITION.has(fromTop) && toFolder !== undefined) {
      fromComposition.push(`${path.relative(SRC, from)} -> ${path.relative(SRC, to)}`);
    }
    if (fromFolder !== undefined && toFolder !== undefined && fromFolder !== toFolder) {
      crossFeature.push(`${path.relative(SRC, from)} -> ${path.relative(SRC, to)}`);
      const set = folderEdges.get(fromFolder) ?? new Set<string>();
      set.add(toFolder);
      folderEdges.set(fromFolder, set);
    }
    const [fromLayer, fromName] = layerOf(from);
    const [toLayer, toName] = layerOf(to);
    if (toLayer > fromLayer) {
      upward.push(`${path.relative(SRC, from)} (${fromName}) -> ${path.relative(SRC, to)} (${toName})`);
    }
  }
}
const mutual: string[] = [];
for (const [a, targets] of folderEdges) {
  for (const b of targets) if (a < b && folderEdges.get(b)?.has(a)) mutual.push(`${a} <-> ${b}`);
}

const list = process.argv.includes('--list');
console.log(`routers/src: ${files.length} Dateien, ${[...edges.values()].reduce((s, t) => s + t.size, 0)} Importe`);
console.log(`Importzyklen (Gruppen von Dateien, die sich im Kreis importieren): ${components.length}`);
if (list) for (const c of components) console.log(`  ${c.map((f) => path.relative(SRC, f)).join(', ')}`);
console.log(`Feature-Ordner, die sich gegenseitig importieren (Paare): ${mutual.length}`);
if (list) for (const pair of mutual.sort()) console.log(`  ${pair}`);
console.log(`Importe von einem Feature-Ordner in einen anderen: ${crossFeature.length}`);
if (process.argv.includes('--features')) for (const line of crossFeature.sort()) console.log(`  ${line}`);
console.log(`Importe der Zusammensetzung raw-routes/ aus Feature-Ordnern: ${fromComposition.length}`);
if (process.argv.includes('--features')) for (const line of fromComposition.sort()) console.log(`  ${line}`);
console.log(`Importe von einer unteren Schicht nach oben: ${upward.length}`);
if (list) for (const line of upward.sort()) console.log(`  ${line}`);
