import { sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';

/** A recipe's views as its page reports them: the folded counter and the views still pending for the minute fold. */
export async function recipeViews(db: TDb, recipeId: number): Promise<number> {
  const [row] = await db.execute<{ views: number }>(sql`
    select r.view_count + coalesce((select views from recipe_view_pending where recipe_id = r.id), 0) as views
    from recipes r where r.id = ${recipeId}`);
  return Number(row?.views ?? 0);
}
