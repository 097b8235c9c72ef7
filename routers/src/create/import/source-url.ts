/** Query parameters that only track where a visitor came from; they never change which page is meant. */
const TRACKING_PARAMETERS =
  /^(?:utm_\w+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|igshid|igsh|_hsenc|_hsmi|mkt_tok|yclid|ref_src|ref_url|si|spm|_ga|_gl|trk|cmpid|wt_mc|ncid|sc_cid|s_cid|at_medium|at_campaign|ito|itm_\w+|pk_\w+|mtm_\w+)$/i;

/**
 * A web page link as a member may paste it, or null when it is not an http(s) page address (other schemes,
 * credentials in the address, a missing host).
 */
export function parsePageUrl(raw: string): URL | null {
  const text = raw.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

/** The address without tracking parameters and fragment: what the recipe keeps as its source. */
export function cleanPageUrl(url: URL): string {
  const clean = new URL(url.toString());
  clean.hash = '';
  for (const key of [...clean.searchParams.keys()]) if (TRACKING_PARAMETERS.test(key)) clean.searchParams.delete(key);
  clean.search = clean.searchParams.toString() ? `?${clean.searchParams.toString()}` : '';
  return clean.toString();
}

/**
 * One key per page, so importing the same page again finds its recipe: the scheme does not count (http and https
 * are the same page), nor host case, a leading 'www.', a default port, a trailing slash, the fragment, tracking
 * parameters or the order of the remaining parameters.
 */
export function canonicalPageUrl(url: URL): string {
  const host = url.hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  const port = url.port && url.port !== '80' && url.port !== '443' ? `:${url.port}` : '';
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const params = [...new URL(cleanPageUrl(url)).searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = params.length > 0 ? `?${new URLSearchParams(params).toString()}` : '';
  return `${host}${port}${path}${query}`;
}
