import { createIcon } from "@chakra-ui/react";

// Outline icons on a 24px grid with a 2px stroke, matching ui/kit/icons.
/** Icons are 1.25em unless the caller (or an IconButton) sizes them. */
const size = { boxSize: "1.25em" } as const;
const s = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export const SearchIcon = createIcon({
  defaultProps: size,
  displayName: "SearchIcon",
  path: [<circle key="a" {...s} cx="11" cy="11" r="7" />, <path key="b" {...s} d="m20 20-3.5-3.5" />],
});
export const MenuIcon = createIcon({
  defaultProps: size,
  displayName: "MenuIcon",
  path: <path {...s} d="M4 6h16M4 12h16M4 18h16" />,
});
export const GridIcon = createIcon({
  defaultProps: size,
  displayName: "GridIcon",
  path: [
    <rect key="a" {...s} x="4" y="4" width="7" height="7" rx="1" />,
    <rect key="b" {...s} x="13" y="4" width="7" height="7" rx="1" />,
    <rect key="c" {...s} x="4" y="13" width="7" height="7" rx="1" />,
    <rect key="d" {...s} x="13" y="13" width="7" height="7" rx="1" />,
  ],
});
export const CloseIcon = createIcon({
  defaultProps: size,
  displayName: "CloseIcon",
  path: <path {...s} d="M6 6l12 12M18 6 6 18" />,
});
export const PhoneIcon = createIcon({
  defaultProps: size,
  displayName: "PhoneIcon",
  path: (
    <path
      {...s}
      d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z"
    />
  ),
});
export const PinIcon = createIcon({
  defaultProps: size,
  displayName: "PinIcon",
  path: [
    <path key="a" {...s} d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21Z" />,
    <circle key="b" {...s} cx="12" cy="9.5" r="2.5" />,
  ],
});
export const SunIcon = createIcon({
  defaultProps: size,
  displayName: "SunIcon",
  path: [
    <circle key="a" {...s} cx="12" cy="12" r="4" />,
    <path
      key="b"
      {...s}
      d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
    />,
  ],
});
export const MoonIcon = createIcon({
  defaultProps: size,
  displayName: "MoonIcon",
  path: <path {...s} d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" />,
});
export const ChevronRightIcon = createIcon({
  defaultProps: size,
  displayName: "ChevronRightIcon",
  path: <path {...s} d="m9 6 6 6-6 6" />,
});
export const ChevronLeftIcon = createIcon({
  defaultProps: size,
  displayName: "ChevronLeftIcon",
  path: <path {...s} d="m15 6-6 6 6 6" />,
});
export const StarIcon = createIcon({
  defaultProps: size,
  displayName: "StarIcon",
  path: (
    <path fill="currentColor" d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9Z" />
  ),
});
export const ShareIcon = createIcon({
  defaultProps: size,
  displayName: "ShareIcon",
  path: [
    <circle key="a" {...s} cx="18" cy="5" r="3" />,
    <circle key="b" {...s} cx="6" cy="12" r="3" />,
    <circle key="c" {...s} cx="18" cy="19" r="3" />,
    <path key="d" {...s} d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />,
  ],
});
export const TelegramIcon = createIcon({
  defaultProps: size,
  displayName: "TelegramIcon",
  path: <path {...s} d="M21 4 3 11l6 2 2 6 3-4 5 4 2-15ZM9 13l8-6" />,
});
export const InstagramIcon = createIcon({
  defaultProps: size,
  displayName: "InstagramIcon",
  path: [
    <rect key="a" {...s} x="3" y="3" width="18" height="18" rx="5" />,
    <circle key="b" {...s} cx="12" cy="12" r="4" />,
    <circle key="c" fill="currentColor" cx="17.5" cy="6.5" r="1" />,
  ],
});
export const FacebookIcon = createIcon({
  defaultProps: size,
  displayName: "FacebookIcon",
  path: <path {...s} d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6v4h3v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2Z" />,
});
export const UserIcon = createIcon({
  defaultProps: size,
  displayName: "UserIcon",
  path: [<circle key="a" {...s} cx="12" cy="8" r="4" />, <path key="b" {...s} d="M4 21a8 8 0 0 1 16 0" />],
});
export const AppleIcon = createIcon({
  defaultProps: size,
  displayName: "AppleIcon",
  path: (
    <path
      fill="currentColor"
      d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5a4.3 4.3 0 0 0-3.4-1.8c-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8a4.5 4.5 0 0 0-3.8 2.3c-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7 2-1.1 2.8-2.3a9.7 9.7 0 0 0 1.3-2.6 4 4 0 0 1-2.5-3.7ZM14.2 5.8A4 4 0 0 0 15.1 3a4.1 4.1 0 0 0-2.7 1.4 3.8 3.8 0 0 0-1 2.7 3.4 3.4 0 0 0 2.8-1.3Z"
    />
  ),
});
export const PlayIcon = createIcon({
  defaultProps: size,
  displayName: "PlayIcon",
  path: (
    <path
      fill="currentColor"
      d="M4 3.5v17a1 1 0 0 0 1.5.9l14.7-8.5a1 1 0 0 0 0-1.8L5.5 2.6A1 1 0 0 0 4 3.5Z"
    />
  ),
});
export const ChevronDownIcon = createIcon({
  defaultProps: size,
  displayName: "ChevronDownIcon",
  path: <path {...s} d="m6 9 6 6 6-6" />,
});
