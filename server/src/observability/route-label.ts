/**
 * A request's route as a metrics label: few values whatever clients send. Ids and other variable path parts become
 * placeholders, /trpc is one route (a batch names several procedures), unknown paths (404, 405) are one label, and
 * everything that is not the API (pages, assets, media files) is grouped by area.
 */
export function routeLabel(method: string, path: string, status: number): string {
  if (status === 404 || status === 405) return 'unbekannt';
  const lower = path.toLowerCase();
  if (lower === '/trpc' || lower.startsWith('/trpc/')) return '/trpc';
  if (lower === '/metrics') return '/metrics';
  if (lower.startsWith('/media/')) return '/media';
  if (lower.startsWith('/assets/')) return '/assets';
  if (!lower.startsWith('/api/')) return method === 'GET' || method === 'HEAD' ? 'seite' : 'sonstige';
  const parts = lower
    .slice(1)
    .split('/')
    .filter(Boolean)
    .slice(0, 8)
    .map((part) => (/^\d+$/.test(part) ? '{id}' : /^[a-z][a-z-]{0,39}$/.test(part) ? part : '{wert}'));
  return `/${parts.join('/')}`;
}
