import { Skeleton } from '../../components/ui/skeleton';
import { formatNumberDE } from '../../lib/format';
import { useAdminStats } from './use-admin';

function StatCard({ label, value, today }: { label: string; value: number | undefined; today?: number | undefined }) {
  return (
    <div className="rounded-(--radius-card) border border-cream-200 bg-white p-4 shadow-xs">
      <p className="text-sm font-medium text-stone-600">{label}</p>
      {value === undefined ? (
        <Skeleton className="mt-2 h-8 w-24" />
      ) : (
        <p className="mt-1 text-3xl font-extrabold text-stone-900 tabular-nums">{formatNumberDE(value)}</p>
      )}
      {today !== undefined && <p className="mt-1 text-sm font-semibold text-emerald-700">+{formatNumberDE(today)} heute</p>}
    </div>
  );
}

/** The four cards of the spec, refreshed every 15 s. */
export function StatCards() {
  const { data } = useAdminStats();
  return (
    <section aria-label="Kennzahlen" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="Benutzer gesamt" value={data?.totalUsers} today={data?.newUsersToday} />
      <StatCard label="Rezepte gesamt" value={data?.totalRecipes} today={data?.newRecipesToday} />
      <StatCard label="Aktive Benutzer (30 Tage)" value={data?.activeUsers} />
      <StatCard label="Aufrufe gesamt" value={data?.totalViews} />
    </section>
  );
}
