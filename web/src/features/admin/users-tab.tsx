import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { formatDateDE } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { AdminTable, Badge, Cell, Pager, Row, SearchField } from './admin-table';
import { useAdminUsers, type TAdminUser } from './use-admin';
import { UserEditDialog } from './user-edit-dialog';
import { userLabel } from './user-label';

const HEAD = ['Benutzer', 'E-Mail', 'Rolle', 'Status', 'Verifiziert', 'Erstellt', 'Aktionen'] as const;

export function UsersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TAdminUser | null>(null);
  const query = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers(query, page);
  return (
    <div className="grid grid-cols-1 gap-4">
      <SearchField
        label="Benutzer suchen (Name oder E-Mail)"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {users.isPending && <Spinner />}
      {users.isError && <p className="text-stone-600">Benutzer konnten nicht geladen werden.</p>}
      {users.data && (
        <>
          <AdminTable label="Benutzer" head={HEAD}>
            {users.data.users.map((user) => (
              <Row key={user.id}>
                <Cell label="Benutzer" className="font-semibold text-stone-900">
                  {userLabel(user)}
                </Cell>
                <Cell label="E-Mail" className="text-stone-700">
                  {user.email}
                </Cell>
                <Cell label="Rolle">
                  <Badge tone={user.role === 'admin' ? 'red' : 'blue'}>
                    {user.role === 'admin' ? 'Administrator' : 'Benutzer'}
                  </Badge>
                </Cell>
                <Cell label="Status">
                  <Badge tone={user.isActive ? 'green' : 'gray'}>{user.isActive ? 'Aktiv' : 'Inaktiv'}</Badge>
                </Cell>
                <Cell label="Verifiziert">
                  <Badge tone={user.verified ? 'green' : 'gray'}>{user.verified ? 'Verifiziert' : 'Nicht verifiziert'}</Badge>
                </Cell>
                <Cell label="Erstellt" className="whitespace-nowrap text-stone-700">
                  {formatDateDE(user.createdAt)}
                </Cell>
                <Cell label="Aktionen">
                  <Button size="sm" variant="outline" onClick={() => setEditing(user)} aria-label={`${user.username} bearbeiten`}>
                    Bearbeiten
                  </Button>
                </Cell>
              </Row>
            ))}
          </AdminTable>
          {users.data.users.length === 0 && <p className="text-stone-600">Keine Benutzer gefunden.</p>}
          <Pager page={page} pageSize={users.data.pageSize} total={users.data.total} onPage={setPage} />
        </>
      )}
      {editing && (
        <UserEditDialog user={users.data?.users.find((u) => u.id === editing.id) ?? editing} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
