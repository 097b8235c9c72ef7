import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import { Page, PageHeading } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage, httpStatus } from '../../../lib/errors';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { formatCountDE } from '../../../lib/format';

/** /einkaufsliste: the member's lists (one opens directly), and a new one. */
export default function ShoppingListsPage() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const navigate = useNavigate();
  const lists = useQuery(trpc.kitchen.shoppingLists.queryOptions());
  const create = useMutation({
    mutationFn: () => client.kitchen.createShoppingList.mutate({}),
    onSuccess: (list) => void navigate(`/einkaufsliste/${list.id}`),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: httpStatus(error) === 403 ? 'Premium-Funktion' : 'Fehler',
        description: errorMessage(error),
      }),
  });
  if (lists.isPending) return <PageSpinner label="Einkaufslisten werden geladen" />;
  const [only, ...more] = lists.data ?? [];
  if (only && more.length === 0) return <Navigate to={`/einkaufsliste/${only.id}`} replace />;
  return (
    <Page title="Einkaufslisten">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeading
          lead={
            <>
              Zutaten aus Rezepten, Kochbüchern und deinem Wochenplan – zusammengefasst, nach Abteilungen sortiert.{' '}
              <Link to="/haushalt" className="font-semibold text-brand-700 underline">
                Mit dem Haushalt teilen
              </Link>
            </>
          }
        >
          Einkaufslisten
        </PageHeading>
        <Button pending={create.isPending} onClick={() => create.mutate()}>
          Neue Einkaufsliste
        </Button>
      </div>
      {lists.isError && <p className="text-stone-700">Die Listen konnten nicht geladen werden.</p>}
      {lists.data?.length === 0 && <p className="text-stone-600">Du hast noch keine Einkaufsliste.</p>}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Einkaufslisten">
        {lists.data?.map((list) => (
          <li key={list.id}>
            <Link
              to={`/einkaufsliste/${list.id}`}
              className="flex h-full flex-col rounded-(--radius-card) bg-white p-5 shadow-card ring-1 ring-cream-200 hover:ring-brand-300"
            >
              <span className="font-bold text-stone-900">{list.title}</span>
              <span className="text-sm text-stone-600">
                {list.openCount} offen · {formatCountDE(list.itemCount, 'Eintrag', 'Einträge')}
              </span>
              {!list.isOwner && <span className="text-xs text-stone-500">geteilt von {list.owner.username}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
