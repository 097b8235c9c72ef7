import {
  BookIcon,
  CommunityIcon,
  CreateIcon,
  CrownIcon,
  DraftIcon,
  HomeIcon,
  SettingsIcon,
  ShieldIcon,
  UserIcon,
  type TIcon,
} from '../ui/icons';
import { BasketIcon, CalendarIcon, HouseIcon, PantryIcon, PotIcon } from '../../features/kitchen/kitchen-icons';

export interface TNavItem {
  to: string;
  label: string;
  icon: TIcon;
}

interface TNavViewer {
  loggedIn: boolean;
  isAdmin: boolean;
}

/** Main links. Visitors only get the pages they may open (Startseite, Community). */
export function mainNavItems({ loggedIn }: TNavViewer): TNavItem[] {
  if (!loggedIn) {
    return [
      { to: '/', label: 'Startseite', icon: HomeIcon },
      { to: '/community', label: 'Community', icon: CommunityIcon },
    ];
  }
  return [
    { to: '/', label: 'Startseite', icon: HomeIcon },
    { to: '/create', label: 'Rezept erstellen', icon: CreateIcon },
    { to: '/community', label: 'Community', icon: CommunityIcon },
    { to: '/premium', label: 'Premium', icon: CrownIcon },
  ];
}

/** Account links of the avatar menu and the drawer. */
export function accountNavItems({ loggedIn, isAdmin }: TNavViewer): TNavItem[] {
  if (!loggedIn) return [];
  const items: TNavItem[] = [
    { to: '/profile', label: 'Profil', icon: UserIcon },
    { to: '/entwuerfe', label: 'Entwürfe', icon: DraftIcon },
    { to: '/cookbooks', label: 'Meine Kochbücher', icon: BookIcon },
    { to: '/einkaufsliste', label: 'Einkaufsliste', icon: BasketIcon },
    { to: '/wochenplan', label: 'Wochenplan', icon: CalendarIcon },
    { to: '/vorrat', label: 'Vorrat', icon: PantryIcon },
    { to: '/was-kann-ich-kochen', label: 'Was kann ich kochen?', icon: PotIcon },
    { to: '/haushalt', label: 'Haushalt', icon: HouseIcon },
    { to: '/settings', label: 'Einstellungen', icon: SettingsIcon },
  ];
  if (isAdmin) items.push({ to: '/admin', label: 'Admin Dashboard', icon: ShieldIcon });
  return items;
}
