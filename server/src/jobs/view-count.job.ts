import type { TDb } from '@kochclip/db';
import { foldPendingViews, mergeRecipeIndexPendingLists } from '@kochclip/db/queries';
import type { TJobDefinition } from './runtime';

export const VIEW_COUNT_QUEUE = 'view-count';

/**
 * Every minute: the views counted since the last run (recipe_view_pending) go into recipes.view_count, which lists,
 * the popularity order and profiles read; a recipe's own page adds its pending views itself. Then the recipes' GIN
 * indexes merge their pending lists, so searches do not read them.
 */
export function viewCountJob(deps: { db: TDb; log: (line: string) => void }): TJobDefinition {
  let toldNotOwner = false;
  return {
    name: VIEW_COUNT_QUEUE,
    cron: '* * * * *',
    // A missed minute is harmless: the pending views wait for the next run.
    queue: { retryLimit: 0, expireInSeconds: 60 },
    async run() {
      await foldPendingViews(deps.db);
      if (!(await mergeRecipeIndexPendingLists(deps.db)) && !toldNotOwner) {
        toldNotOwner = true;
        deps.log(
          'Aufrufzähler: Die Datenbankrolle besitzt die Suchindizes nicht und darf ihre Warteschlangen nicht zusammenführen; das übernimmt autovacuum, Suchen werden dadurch langsamer.',
        );
      }
    },
  };
}
