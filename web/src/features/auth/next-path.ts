/** Where to go after signing in: only paths on this site ('/recipe/12'), never another origin ('//evil'). */
export function safeNextPath(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || value.startsWith('/auth')) return '/';
  return value;
}

/** A link to /auth that returns to `path` afterwards. */
export function authPath(path: string, tab?: 'register'): string {
  const params = new URLSearchParams();
  if (tab) params.set('tab', tab);
  if (path !== '/') params.set('next', path);
  const query = params.toString();
  return query ? `/auth?${query}` : '/auth';
}
