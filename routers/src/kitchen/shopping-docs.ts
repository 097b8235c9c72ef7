/** What the shopping-list procedures document alike. */
export const tags = ['Einkaufslisten'];
export const notFound = { 404: 'Einkaufsliste nicht gefunden (auch für Listen anderer, die nicht mit dir geteilt sind)' };
export const budget = { 429: 'Zu viele Änderungen an Einkaufslisten in kurzer Zeit (Retry-After)' };
export const full = { 400: 'Ungültige Eingaben oder die Liste ist voll (höchstens 1000 Einträge)' };
