import type { TCurrentUser } from '../../features/auth/use-auth';
import { displayName } from '../../lib/format';
import { Avatar } from '../ui/avatar';
import {
  DropdownMenu,
  DropdownMenuButton,
  DropdownMenuLabel,
  DropdownMenuLink,
  DropdownMenuSeparator,
} from '../ui/dropdown-menu';
import { ChevronDownIcon, LogOutIcon } from '../ui/icons';
import { accountNavItems } from './nav-items';
import { UserBadges } from './user-badges';

interface TUserMenuProps {
  user: TCurrentUser;
  onLogout: () => void;
}

/** Desktop avatar dropdown with the account links and logout. */
export function UserMenu({ user, onLogout }: TUserMenuProps) {
  const name = displayName(user, 'first');
  const items = accountNavItems({ loggedIn: true, isAdmin: user.role === 'admin' });
  return (
    <DropdownMenu
      trigger={
        <button
          type="button"
          className="flex h-11 items-center gap-2 rounded-full border border-cream-300 bg-white py-1 pr-3 pl-1 text-sm font-semibold text-stone-800 shadow-xs transition-colors hover:border-stone-300 hover:bg-cream-50 aria-expanded:border-brand-300"
        >
          <Avatar name={displayName(user, 'full')} imageUrl={user.profileImageUrl} className="size-9 ring-0" />
          <span className="sr-only">Benutzermenü von </span>
          <span className="max-w-36 truncate" data-testid="header-user-name">
            {name}
          </span>
          <ChevronDownIcon className="size-4 text-stone-500" />
        </button>
      }
    >
      <DropdownMenuLabel>
        <p className="truncate text-sm font-semibold text-stone-900">{displayName(user, 'full')}</p>
        <p className="truncate text-xs text-stone-500">@{user.username}</p>
        <UserBadges user={user} className="mt-2" />
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      {items.map((item) => (
        <DropdownMenuLink key={item.to} to={item.to} icon={item.icon}>
          {item.label}
        </DropdownMenuLink>
      ))}
      <DropdownMenuSeparator />
      <DropdownMenuButton onSelect={onLogout} icon={LogOutIcon}>
        Abmelden
      </DropdownMenuButton>
    </DropdownMenu>
  );
}
