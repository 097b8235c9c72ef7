import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Page } from '../../../components/layout/page';
import { PageSpinner } from '../../../components/ui/spinner';
import { useTRPC } from '../../../lib/trpc';
import { ShoppingSections } from './shopping-sections';

/** /einkaufsliste/geteilt/:token: a list shared by its secret link, to read only (no sign-in needed). */
export default function SharedShoppingListPage() {
  const token = useParams().token ?? '';
  const trpc = useTRPC();
  const list = useQuery(trpc.kitchen.sharedShoppingList.queryOptions({ token }, { retry: false, refetchInterval: 30_000 }));
  if (list.isPending) return <PageSpinner label="Einkaufsliste wird geladen" />;
  if (!list.data) {
    return (
      <Page title="Einkaufsliste nicht gefunden">
        <h1 className="text-2xl font-bold text-stone-900">Einkaufsliste nicht gefunden</h1>
        <p className="mt-2 text-stone-600">Der Link ist ungültig oder wurde widerrufen.</p>
      </Page>
    );
  }
  return (
    <Page title={list.data.title} className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold text-stone-900">{list.data.title}</h1>
        <p className="text-sm text-stone-600">Geteilt von {list.data.owner.username} · nur lesen</p>
      </div>
      <ShoppingSections items={list.data.items} hideStaples={list.data.hideStaples} />
    </Page>
  );
}
