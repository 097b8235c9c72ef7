import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

/**
 * npm run build:server: the server as one ES module in dist/server/main.js, so `npm start` runs plain Node
 * without a TypeScript loader. Packages stay in node_modules (not bundled), the workspace packages are.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'dist', 'server');

/**
 * Modules find files next to them (`import.meta.dirname`: the repository root, the migrations). In one bundle
 * that would be dist/server for all of them, so each use becomes its own source directory, relative to the
 * bundle: the build can move with the checkout.
 */
const keepModuleDirname: Plugin = {
  name: 'keep-module-dirname',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/, namespace: 'file' }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.dirname')) return undefined;
      const fromBundle = path.relative(OUT_DIR, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: source.replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${fromBundle}`)})`),
        loader: 'ts',
      };
    });
  },
};

/**
 * Bundled besides the workspace packages: drizzle-orm. Node's ESM loader reads the package.json that governs each
 * file it loads, afresh per file, and drizzle-orm's is 179 KB (an export per module) for the few hundred modules
 * the app loads: about 160 MB of garbage at startup that V8 kept committed, 300 MiB RSS in the idle supervisor
 * and in each worker before its first request. Bundled: about 125 MiB each (`npm run soak` prints RSS per process).
 */
const BUNDLED = ['@kochclip/', 'drizzle-orm'];

/** Packages stay in node_modules; the workspace packages (`@kochclip/*`, TypeScript sources) are bundled. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED.some((prefix) => args.path.startsWith(prefix)) ? undefined : { path: args.path, external: true },
    );
  },
};

// Worker threads and media child processes load their entry by file name next to the module that starts them:
// in the bundle, next to main.js.
await build({
  entryPoints: {
    main: path.join(ROOT, 'server/src/main.ts'),
    'media-child': path.join(ROOT, 'server/src/media-child.ts'),
    'espeak-worker': path.join(ROOT, 'server/src/adapters/speech/espeak-worker.ts'),
  },
  outdir: OUT_DIR,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages, keepModuleDirname],
});
console.log(`gebaut: ${path.relative(process.cwd(), path.join(OUT_DIR, 'main.js'))}`);
