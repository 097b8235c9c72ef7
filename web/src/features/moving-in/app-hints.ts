/** Where each app keeps its export, as its menus name it (checked versions: README, „Rezepte umziehen“). */
export const APP_HINTS: { app: string; file: string; how: string }[] = [
  { app: 'Mealie', file: 'Zip-Datei', how: 'Einstellungen → Datenverwaltung → Rezepte exportieren (Zip).' },
  {
    app: 'Tandoor',
    file: 'Zip-Datei',
    how: 'Import/Export → Exportieren → Format „Default“ (eine Zip mit einer Zip je Rezept).',
  },
  { app: 'Paprika', file: '.paprikarecipes', how: 'Datei → Exportieren → Alle Rezepte, Format „Paprika Recipe Format“.' },
  { app: 'Nextcloud Cookbook', file: 'Zip-Datei', how: 'Den Ordner „Recipes“ in Nextcloud als Zip herunterladen.' },
  { app: 'RecipeSage', file: '.json', how: 'Einstellungen → Daten exportieren → „JSON-LD“.' },
  { app: 'Andere Apps', file: '.json oder Zip', how: 'Rezepte im schema.org-Format (JSON-LD), einzeln oder als Liste.' },
];
