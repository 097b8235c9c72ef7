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
    modulePreload: { polyfill: false },
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
