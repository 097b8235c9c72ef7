/** A challenge's own page (kept apart from the detail view, so links from the landing page pull in no more). */
export const challengePath = (id: number) => `/challenges/${id}`;
