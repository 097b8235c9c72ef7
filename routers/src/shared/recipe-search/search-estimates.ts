import type { TDb } from '@kochclip/db';
import { searchEstimatesQuery, type TSearch } from './recipe-search';

/** The planner's row estimates for one search (kc_search_estimates, migration 0009) and the table's size. */
export interface TSearchEstimates {
  readonly rows: number;
  readonly titleHits: number;
  readonly titleEntries: number;
  readonly anyHits: number;
  readonly anyEntries: number;
}

/**
 * Walking an index in the page's order costs about 1.5 times a read hit per visited row, and a visit finds a hit
 * with probability hits/rows; reading all hits through the GIN index costs its entries plus the hits.
 */
function walkIsCheaper(rows: number, limit: number, hits: number, entries: number): boolean {
  return (rows * limit * 1.5) / Math.max(hits, 1) < entries + hits;
}

/** The plan placeholders of the hits statements (recipe-search.ts) for a page of `limit` rows. */
export function searchPlanValues(estimates: TSearchEstimates, limit: number) {
  const { rows, titleHits, titleEntries, anyHits, anyEntries } = estimates;
  return {
    walkTitle: walkIsCheaper(rows, limit, titleHits, titleEntries),
    walkOther: walkIsCheaper(rows, limit, anyHits - titleHits, anyEntries),
    walkAny: walkIsCheaper(rows, limit, anyHits, anyEntries),
  };
}

/**
 * Estimates come from the statistics of the last ANALYZE, so they change only when autovacuum analyses the table.
 * Asked inside every search statement (two EXPLAINs in plpgsql), they made the broad search statement at
 * 1,000,000 rows take about three times as long (docs/performance.md); a term set's estimates are therefore kept
 * for five minutes. A stale estimate only picks the slower of two plans that return the same rows.
 */
const KEEP_MS = 5 * 60_000;
const MAX_KEPT = 1000;

interface TKept {
  estimates: TSearchEstimates | null;
  expiresAt: number;
  loading: Promise<TSearchEstimates> | null;
}

const kept = new WeakMap<TDb, Map<string, TKept>>();

async function queryEstimates(db: TDb, search: TSearch): Promise<TSearchEstimates> {
  const [row] = await db.execute<{
    rows: number;
    title_hits: number;
    title_entries: number;
    any_hits: number;
    any_entries: number;
  }>(searchEstimatesQuery(search.termsValue));
  if (!row) throw new Error('kc_search_estimates lieferte keine Zeile');
  return Object.freeze({
    rows: Number(row.rows),
    titleHits: Number(row.title_hits),
    titleEntries: Number(row.title_entries),
    anyHits: Number(row.any_hits),
    anyEntries: Number(row.any_entries),
  });
}

/**
 * The estimates of a search: kept ones right away (no promise, no microtask), else a promise. An expired entry is
 * still answered while one query refreshes it in the background; concurrent first requests share one query.
 */
export function searchEstimates(db: TDb, search: TSearch): TSearchEstimates | Promise<TSearchEstimates> {
  let entries = kept.get(db);
  if (!entries) {
    entries = new Map();
    kept.set(db, entries);
  }
  const key = search.termsValue;
  const entry = entries.get(key);
  const now = Date.now();
  if (entry?.estimates && (entry.expiresAt > now || entry.loading)) return entry.estimates;
  if (entry?.loading) return entry.loading;

  if (!entry && entries.size >= MAX_KEPT) entries.clear();
  const target: TKept = entry ?? { estimates: null, expiresAt: 0, loading: null };
  entries.set(key, target);
  const loading = queryEstimates(db, search).then(
    (estimates) => {
      Object.assign(target, { estimates, expiresAt: Date.now() + KEEP_MS, loading: null });
      return estimates;
    },
    (error: unknown) => {
      target.loading = null;
      if (!target.estimates && entries.get(key) === target) entries.delete(key);
      throw error;
    },
  );
  target.loading = loading;
  if (!target.estimates) return loading;
  // A refresh nobody waits for: a failure leaves the old estimates, and the next request after it tries again.
  loading.catch(() => undefined);
  return target.estimates;
}
