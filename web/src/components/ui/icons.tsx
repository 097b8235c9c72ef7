import type { ReactNode, SVGProps } from 'react';

export type TIconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;
export type TIcon = (props: TIconProps) => ReactNode;

export function createIcon(paths: ReactNode): TIcon {
  return function Icon({ className = 'size-5', ...props }: TIconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className}
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const MenuIcon = createIcon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = createIcon(<path d="M18 6 6 18M6 6l12 12" />);
export const ChevronDownIcon = createIcon(<path d="m6 9 6 6 6-6" />);
export const HomeIcon = createIcon(<path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />);
export const CreateIcon = createIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <path d="M12 8v8M8 12h8" />
  </>,
);
export const CommunityIcon = createIcon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.5a6 6 0 0 1 3.5 5.5" />
  </>,
);
export const CrownIcon = createIcon(<path d="m3 8 4.5 4L12 5l4.5 7L21 8l-2 11H5z" />);
export const UserIcon = createIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const BookIcon = createIcon(
  <path d="M5 19.5V4.5A1.5 1.5 0 0 1 6.5 3H20v15H6.5A1.5 1.5 0 0 0 5 19.5 1.5 1.5 0 0 0 6.5 21H20M9 7h7" />,
);
export const SettingsIcon = createIcon(
  <>
    <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
    <circle cx="15" cy="7" r="2" />
    <circle cx="9" cy="17" r="2" />
  </>,
);
/** A page with a pencil: a recipe not saved yet. */
export const DraftIcon = createIcon(
  <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h5M14 3l5 5h-5zM8 13h5M8 17h3M20.5 13.5l-5.5 5.5-2.5.5.5-2.5 5.5-5.5a1.4 1.4 0 0 1 2 2z" />,
);
export const ShieldIcon = createIcon(<path d="M12 3 20 6v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />);
export const LogOutIcon = createIcon(<path d="M9 21H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h3M16 17l5-5-5-5M21 12H9" />);
export const LogInIcon = createIcon(<path d="M15 3h3a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H3" />);
export const CheckIcon = createIcon(<path d="m5 12.5 4.5 4.5L19 7.5" />);
export const PlayIcon = createIcon(<path d="M8 5v14l11-7z" />);
export const AlertIcon = createIcon(<path d="M12 3 2 20h20zM12 10v4M12 17h.01" />);
export const ChefHatIcon = createIcon(
  <path d="M7 14.5V20h10v-5.5M7 17h10M7 14.5a4 4 0 0 1-.6-7.9A5 5 0 0 1 12 3a5 5 0 0 1 5.6 3.6 4 4 0 0 1-.6 7.9" />,
);
export const SparklesIcon = createIcon(
  <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z" />,
);
