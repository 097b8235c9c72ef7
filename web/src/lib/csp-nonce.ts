import { setNonce } from 'get-nonce';
import { CSP_NONCE_META } from '@kochclip/core';

/**
 * Hands the page's CSP nonce (server/src/http/web-app.ts) to the `<style>` Radix UI's dialogs and menus write to lock
 * the page's scroll (react-remove-scroll-bar reads it through get-nonce); without it the browser refuses that style.
 */
export function adoptCspNonce(): void {
  const nonce = document.querySelector<HTMLMetaElement>(`meta[name="${CSP_NONCE_META}"]`)?.content;
  if (nonce) setNonce(nonce);
}
