import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useAuth, useLogout } from '../../features/auth/use-auth';
import { cn } from '../../lib/cn';
import { Button, ButtonLink } from '../ui/button';
import { MenuIcon } from '../ui/icons';
import { Skeleton } from '../ui/skeleton';
import { Logo } from './logo';
import { mainNavItems } from './nav-items';

function HeaderSkeleton() {
  return (
    <div
      data-testid="header-skeleton"
      aria-hidden="true"
      className="flex flex-1 items-center justify-end gap-3 md:justify-between"
    >
      <div className="hidden items-center gap-2 md:flex">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-5 w-24" />
      </div>
      <Skeleton className="hidden h-11 w-36 rounded-full md:block" />
      <Skeleton className="size-11 rounded-xl md:hidden" />
    </div>
  );
}

/** The phone's drawer, loaded when the menu button is first touched or opened (not part of the first script). */
const loadMobileNav = () => import('./mobile-nav').then((m) => ({ default: m.MobileNav }));
const MobileNav = lazy(loadMobileNav);
/** The desktop account menu: members only, so a visitor's first script does not carry the dropdown. */
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

export function Header() {
  const { user, status } = useAuth();
  const logout = useLogout();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [lastLocationKey, setLastLocationKey] = useState(location.key);

  // Any navigation (links, back button) closes the drawer.
  if (location.key !== lastLocationKey) {
    setLastLocationKey(location.key);
    setDrawerOpen(false);
  }

  const closeDrawer = () => setDrawerOpen(false);
  const onLogout = () => logout.mutate(undefined, { onSuccess: closeDrawer });
  const viewer = { loggedIn: user !== null, isAdmin: user?.role === 'admin' };

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-cream-300/70 bg-cream-50/90 backdrop-blur supports-[backdrop-filter]:bg-cream-50/75">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
          <Logo />
          {status === 'loading' ? (
            <HeaderSkeleton />
          ) : (
            <>
              <nav aria-label="Hauptnavigation" className="hidden flex-1 items-center gap-1 md:flex">
                {mainNavItems(viewer).map((item) => (
                  <NavLink
                    key={item.to}
                    to={item.to}
                    end
                    className={({ isActive }) =>
                      cn(
                        'rounded-xl px-3 py-2 text-sm font-semibold transition-colors',
                        isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-600 hover:bg-cream-200 hover:text-stone-900',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                ))}
              </nav>
              <div className="ml-auto hidden items-center gap-2 md:flex">
                {user ? (
                  <Suspense fallback={<Skeleton className="h-11 w-36 rounded-full" />}>
                    <UserMenu user={user} onLogout={onLogout} />
                  </Suspense>
                ) : (
                  <>
                    <ButtonLink to="/auth" variant="ghost">
                      Anmelden
                    </ButtonLink>
                    <ButtonLink to="/auth?tab=register">Registrieren</ButtonLink>
                  </>
                )}
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="ml-auto md:hidden"
                aria-label="Menü öffnen"
                aria-haspopup="dialog"
                aria-expanded={drawerOpen}
                onPointerEnter={() => void loadMobileNav()}
                onFocus={() => void loadMobileNav()}
                onClick={() => {
                  setDrawerWanted(true);
                  setDrawerOpen(true);
                }}
              >
                <MenuIcon className="size-6" />
              </Button>
            </>
          )}
        </div>
      </header>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileNav open={drawerOpen} onClose={closeDrawer} user={user} onLogout={onLogout} logoutPending={logout.isPending} />
        </Suspense>
      )}
    </>
  );
}
