import { useParams } from 'react-router';
import { Page } from '../../../components/layout/page';
import { PageSpinner } from '../../../components/ui/spinner';
import { httpStatus } from '../../../lib/errors';
import { ShoppingListView } from './shopping-list-view';
import { useShoppingList } from './use-shopping-list';

const parseId = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** /einkaufsliste/:id */
export default function ShoppingListPage() {
  const id = parseId(useParams().id);
  if (id === null) return <ListMissing />;
  return <ShoppingListLoader key={id} id={id} />;
}

function ListMissing() {
  return (
    <Page title="Einkaufsliste nicht gefunden">
      <h1 className="text-2xl font-bold text-stone-900">Einkaufsliste nicht gefunden</h1>
    </Page>
  );
}

function ShoppingListLoader({ id }: { id: number }) {
  const state = useShoppingList(id);
  if (state.list) return <ShoppingListView list={state.list} state={state} />;
  if (state.query.isError && httpStatus(state.query.error) === 404) return <ListMissing />;
  if (state.query.isError) {
    return (
      <Page title="Einkaufsliste">
        <p className="text-stone-700">
          Die Liste konnte nicht geladen werden. Offline sind nur Listen da, die du schon einmal geöffnet hast.
        </p>
      </Page>
    );
  }
  return <PageSpinner label="Einkaufsliste wird geladen" />;
}
