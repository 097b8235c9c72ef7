import { expect } from 'vitest';
import { CSP_NONCE_META } from '@kochclip/core';

const NONCE_META = new RegExp(`\\n\\s*<meta name="${CSP_NONCE_META}" content="([A-Za-z0-9+/=]+)" />`, 'g');

/**
 * An app page as the server sent it, less the one style nonce it adds to every page (server/src/http/web-app.ts):
 * what is left compares with index.html as built. Fails when the page carries no nonce or more than one.
 */
export function withoutCspNonce(html: string): string {
  expect([...html.matchAll(NONCE_META)]).toHaveLength(1);
  return html.replace(NONCE_META, '');
}

/** The style nonce an app page's meta hands the web app. */
export function cspNonceOf(html: string): string | undefined {
  return [...html.matchAll(NONCE_META)][0]?.[1];
}
