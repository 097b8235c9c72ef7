import { createIcon } from '../../components/ui/icons';

export const BasketIcon = createIcon(
  <path d="M5 10h14l-1.5 9.5a1 1 0 0 1-1 .5h-9a1 1 0 0 1-1-.5zM9 10l3-6 3 6M9.5 14v3M14.5 14v3" />,
);
export const CalendarIcon = createIcon(
  <path d="M4 6a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zM4 10h16M8 3v4M16 3v4" />,
);
export const PantryIcon = createIcon(<path d="M6 3h12v4H6zM5 7h14v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1zM9 11h6M9 15h6" />);
export const HouseIcon = createIcon(<path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" />);
export const PotIcon = createIcon(
  <path d="M4 10h16v7a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3zM2 10h20M9 6c0-1 1-2 1-3M14 6c0-1 1-2 1-3" />,
);
