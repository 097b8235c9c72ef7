import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const TEMPLATE = path.join(import.meta.dirname, 'src/features/pwa/sw-template.js');
/** Public files every page needs offline, besides the hashed bundle. */
const STATIC_SHELL = ['/', '/offline.html', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];

/**
 * Emits /sw.js with the app shell to precache: the hashed JS and CSS of this build plus the static shell. The
 * version is a hash of that list, so a new build replaces the old cache.
 */
export function serviceWorkerPlugin(): Plugin {
  return {
    name: 'kochclip-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const assets = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && /\.(js|css|woff2?)$/.test(file))
        .map((file) => `/${file}`)
        .sort();
      const shell = [...STATIC_SHELL, ...assets];
      const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(TEMPLATE, 'utf8')
        .replace('__VERSION__', version)
        .replace('/* __SHELL__ */ []', JSON.stringify(shell));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
