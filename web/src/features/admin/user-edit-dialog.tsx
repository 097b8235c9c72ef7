import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast-store';
import { useAuth } from '../auth/use-auth';
import { useUserChanges, type TAdminUser } from './use-admin';
import { userLabel } from './user-label';

const ROLES = [
  { value: 'user', label: 'Benutzer' },
  { value: 'admin', label: 'Administrator' },
] as const;

/** Role (Benutzer / Administrator), verification and activation of one member; each change is saved at once. */
export function UserEditDialog({ user, onClose }: { user: TAdminUser; onClose: () => void }) {
  const { user: me } = useAuth();
  const { role, status, verified } = useUserChanges();
  const roleId = useId();
  const self = me?.id === user.id;
  const [confirmingDeactivate, setConfirmingDeactivate] = useState(false);
  const saved = (title: string) => () => toast({ variant: 'success', title });
  const setActive = (isActive: boolean) =>
    status.mutate(
      { id: user.id, isActive },
      { onSuccess: saved('Status geändert'), onSettled: () => setConfirmingDeactivate(false) },
    );
  return (
    <Dialog open onClose={onClose} title={`${userLabel(user)} bearbeiten`} description={user.email}>
      <div className="grid gap-5">
        <div className="grid gap-1.5">
          <Label htmlFor={roleId}>Rolle</Label>
          <select
            id={roleId}
            value={user.role}
            disabled={role.isPending || self}
            onChange={(event) => {
              const next = ROLES.find((option) => option.value === event.target.value)?.value;
              if (next) role.mutate({ id: user.id, role: next }, { onSuccess: saved('Rolle geändert') });
            }}
            className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-base disabled:opacity-60"
          >
            {ROLES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {self && <p className="text-xs text-stone-500">Deine eigene Rolle kannst du nicht ändern.</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            pending={verified.isPending}
            onClick={() =>
              verified.mutate({ id: user.id, verified: !user.verified }, { onSuccess: saved('Verifizierung geändert') })
            }
          >
            {user.verified ? 'Verifizierung entfernen' : 'Verifizieren'}
          </Button>
          <Button
            variant={user.isActive ? 'destructive' : 'primary'}
            pending={status.isPending}
            disabled={self}
            onClick={() => (user.isActive ? setConfirmingDeactivate(true) : setActive(true))}
          >
            {user.isActive ? 'Deaktivieren' : 'Aktivieren'}
          </Button>
        </div>
        <Button variant="ghost" onClick={onClose}>
          Schließen
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingDeactivate}
        title={`${userLabel(user)} deaktivieren?`}
        description={`@${user.username} wird sofort auf allen Geräten abgemeldet, alle API-Tokens verlieren ihre Gültigkeit, und eine Anmeldung ist erst wieder möglich, wenn ein Admin das Konto aktiviert.`}
        confirmLabel="Deaktivieren"
        pending={status.isPending}
        onClose={() => setConfirmingDeactivate(false)}
        onConfirm={() => setActive(false)}
      />
    </Dialog>
  );
}
