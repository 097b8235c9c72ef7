import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './compress-plugin';
import { serviceWorkerPlugin } from './pwa-plugin';

const API_TARGET = 'http://localhost:3000';

/**
 * Two builds from one config: the browser's (dist/) and, with `--ssr src/entry-server.tsx`, the server's entry
 * into the same components (dist-ssr/entry-server.js, loaded by server/src/http/public-pages/server-render.ts).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  publicDir: isSsrBuild ? false : 'public',
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), serviceWorkerPlugin(), precompressPlugin()],
  resolve: {
    // No synchronous re-render right after hydration from Radix's internals (see each file).
    alias: [
      { find: /^@radix-ui\/react-use-is-hydrated$/, replacement: `${import.meta.dirname}/src/lib/radix-is-hydrated.ts` },
      { find: /^@radix-ui\/react-presence$/, replacement: `${import.meta.dirname}/src/lib/radix-presence.tsx` },
    ],
  },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    // Maps stay next to the build for decoding stack traces; the server never serves them (server/src/http/web-app.ts).
    sourcemap: 'hidden',
    // Every browser the app supports preloads modules itself; the polyfill would be the landing page's cost.
    // No preload links for a lazy chunk's imports: Vite would create one <link rel=modulepreload> per chunk when a page's
    // code is asked for (up to 40 on a recipe page: 120-170 ms of one task at a phone's speed) and carry every
    // chunk's list of them in the first script (≈ 1.5 KB gzipped). Rollup hoists a chunk's imports into it, so the
    // browser asks for them all as soon as the chunk arrives: one round trip later (docs/performance.md, 2026-12-07).
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/trpc': { target: API_TARGET, changeOrigin: false },
      '/media': { target: API_TARGET, changeOrigin: false },
    },
  },
}));
