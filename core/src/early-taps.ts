/**
 * Taps on a server-rendered page before the app has taken it over. The server's HTML shows buttons at once, but they
 * do nothing until React has hydrated them (on a slow phone a second or more), and React replays no event from
 * before: a cook who taps „Gefällt mir“ then sees nothing happen. A small inline script in the page
 * (`EARLY_TAPS_SCRIPT`, allowed by its hash in the CSP) keeps those taps on controls until then, and the web app
 * replays them once its first render is committed (`web/src/lib/early-taps.ts`). Links are left alone: the browser
 * follows them without the app.
 */

/** The global the script keeps its list in; the web app sets it to `null` when it replays, which ends the keeping. */
export const EARLY_TAPS_KEY = '__kochclipEarlyTaps';

/** What counts as a control whose tap is kept: buttons and the ARIA roles the app's controls use. */
const CONTROLS = 'button,[role="button"],[role="tab"],[role="switch"],[role="checkbox"],[role="radio"],[role="menuitem"],summary';

/**
 * Runs before the page's content is parsed: every click on a control is stopped before React's listeners see it and
 * kept (once per control) until the app takes the list; disabled controls are not kept.
 */
export const EARLY_TAPS_SCRIPT = `(function(){var q=[];window.${EARLY_TAPS_KEY}=q;document.addEventListener('click',function(e){if(window.${EARLY_TAPS_KEY}!==q)return;var t=e.target instanceof Element?e.target.closest('${CONTROLS}'):null;if(!t||t.disabled||t.getAttribute('aria-disabled')==='true')return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(t)<0)q.push(t)},true)})();`;
