import { NavLink } from 'react-router';
import type { TCurrentUser } from '../../features/auth/use-auth';
import { cn } from '../../lib/cn';
import { displayName } from '../../lib/format';
import { useIsMobile } from '../../lib/use-media-query';
import { Avatar } from '../ui/avatar';
import { Button, ButtonLink } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { CloseIcon, LogInIcon, LogOutIcon } from '../ui/icons';
import { LogoMark } from './logo';
import { accountNavItems, mainNavItems, type TNavItem } from './nav-items';
import { UserBadges } from './user-badges';

interface TMobileNavProps {
  open: boolean;
  onClose: () => void;
  user: TCurrentUser | null;
  onLogout: () => void;
  logoutPending: boolean;
}

function DrawerLink({ item, onNavigate }: { item: TNavItem; onNavigate: () => void }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex h-12 items-center gap-3 rounded-xl px-3 text-base font-medium transition-colors',
          isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-cream-200 hover:text-stone-900',
        )
      }
    >
      <Icon className="size-5 opacity-80" />
      {item.label}
    </NavLink>
  );
}

/** Side drawer used below 768 px. */
export function MobileNav({ open, onClose, user, onLogout, logoutPending }: TMobileNavProps) {
  const viewer = { loggedIn: user !== null, isAdmin: user?.role === 'admin' };
  const accountItems = accountNavItems(viewer);
  // Asked here, not in the header: the drawer mounts after its first touch, so the phone's width never re-renders
  // the server's header (whose render knows no width) right after hydration. A window grown past the phone's
  // width hides the drawer.
  const isMobile = useIsMobile();
  return (
    <Dialog open={open && isMobile} onClose={onClose} label="Navigation" placement="side">
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-cream-200 px-4">
        <LogoMark />
        <Button variant="ghost" size="icon" aria-label="Menü schließen" onClick={onClose}>
          <CloseIcon />
        </Button>
      </div>
      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto px-3 py-4">
        {user && (
          <div className="mb-4 flex items-center gap-3 rounded-2xl bg-white p-3 shadow-xs ring-1 ring-cream-200">
            <Avatar name={displayName(user, 'full')} imageUrl={user.profileImageUrl} className="size-11" />
            <div className="min-w-0">
              <p className="truncate font-semibold">{displayName(user, 'full')}</p>
              <p className="truncate text-sm text-stone-500">@{user.username}</p>
              <UserBadges user={user} className="mt-1" />
            </div>
          </div>
        )}
        <nav aria-label="Hauptnavigation" className="flex flex-col gap-1">
          {mainNavItems(viewer).map((item) => (
            <DrawerLink key={item.to} item={item} onNavigate={onClose} />
          ))}
        </nav>
        {accountItems.length > 0 && (
          <nav aria-label="Mein Konto" className="mt-4 flex flex-col gap-1 border-t border-cream-200 pt-4">
            <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-stone-500 uppercase">Mein Konto</p>
            {accountItems.map((item) => (
              <DrawerLink key={item.to} item={item} onNavigate={onClose} />
            ))}
          </nav>
        )}
      </div>
      <div className="shrink-0 border-t border-cream-200 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        {user ? (
          <Button variant="outline" className="w-full" pending={logoutPending} onClick={onLogout}>
            {!logoutPending && <LogOutIcon className="size-4" />}
            Abmelden
          </Button>
        ) : (
          <div className="flex flex-col gap-2">
            <ButtonLink to="/auth" variant="outline" className="w-full" onClick={onClose}>
              <LogInIcon className="size-4" />
              Anmelden
            </ButtonLink>
            <ButtonLink to="/auth?tab=register" className="w-full" onClick={onClose}>
              Registrieren
            </ButtonLink>
          </div>
        )}
      </div>
    </Dialog>
  );
}
