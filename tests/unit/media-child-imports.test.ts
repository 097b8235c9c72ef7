import path from 'node:path';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

/**
 * Each media child loads only what untrusted files need (docs/performance.md, "Moving in an archive"): the database
 * layer (@kochclip/db, drizzle-orm, postgres) cost every child start about half its CPU and 130 MiB, and came in
 * through the recipe readers' imports of the schema's word lists and the search's fold. The child's entry is
 * bundled as the build does it, the workspace packages inlined and the rest kept as imports, and its inputs read.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

it('keeps the database layer out of the media child', async () => {
  const result = await build({
    entryPoints: [path.join(ROOT, 'server/src/media-child.ts')],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'silent',
    plugins: [
      {
        name: 'packages-outside',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@kochclip/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const inputs = Object.keys(result.metafile.inputs);
  const imports = Object.values(result.metafile.inputs).flatMap((input) => input.imports.map((entry) => entry.path));
  expect(inputs.some((file) => file.includes('server/src/adapters/import/archive/read-archive.ts'))).toBe(true);
  expect(inputs.filter((file) => file.startsWith('db/'))).toEqual([]);
  expect(imports.filter((name) => /^(drizzle-orm|postgres)(\/|$)/.test(name))).toEqual([]);
});
