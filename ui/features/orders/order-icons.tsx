import { createIcon } from "@chakra-ui/react";
import { OUTLINE_STROKE } from "../../kit/outline-stroke";

export { CheckIcon, PinIcon, TruckIcon } from "../../kit/delivery-icons";

// The order pages' pictograms in the kit's outline style (24px grid, 2px stroke, text colour), kept in
// code so no icon package or image request is needed. Each caller hides them from assistive technology or
// labels them.
const stroke = OUTLINE_STROKE;

export const ClipboardCheckIcon = createIcon({
  displayName: "ClipboardCheckIcon",
  path: [
    <path
      key="a"
      {...stroke}
      d="M9 4H6a1 1 0 0 0-1 1v15a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V5a1 1 0 0 0-1-1h-3"
    />,
    <rect key="b" {...stroke} x="9" y="2.5" width="6" height="3.5" rx="1" />,
    <path key="c" {...stroke} d="m9 13.5 2 2 4-4.5" />,
  ],
});

export const HomeIcon = createIcon({
  displayName: "HomeIcon",
  path: [<path key="a" {...stroke} d="M3 11 12 4l9 7" />, <path key="b" {...stroke} d="M5 10v10h14V10" />],
});

export const HourglassIcon = createIcon({
  displayName: "HourglassIcon",
  path: <path {...stroke} d="M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9" />,
});

export const CrossCircleIcon = createIcon({
  displayName: "CrossCircleIcon",
  path: [
    <circle key="a" {...stroke} cx="12" cy="12" r="9" />,
    <path key="b" {...stroke} d="m9 9 6 6M15 9l-6 6" />,
  ],
});

export const AlertIcon = createIcon({
  displayName: "AlertIcon",
  path: [
    <path key="a" {...stroke} d="M12 3 2 20h20L12 3Z" />,
    <path key="b" {...stroke} d="M12 10v4M12 17h.01" />,
  ],
});

export const SearchOffIcon = createIcon({
  displayName: "SearchOffIcon",
  path: [
    <circle key="a" {...stroke} cx="11" cy="11" r="7" />,
    <path key="b" {...stroke} d="m20 20-3.5-3.5M8.5 8.5l5 5M13.5 8.5l-5 5" />,
  ],
});

export const PhoneIcon = createIcon({
  displayName: "PhoneIcon",
  path: (
    <path
      {...stroke}
      d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z"
    />
  ),
});

export const UserIcon = createIcon({
  displayName: "UserIcon",
  path: [
    <circle key="a" {...stroke} cx="12" cy="8" r="4" />,
    <path key="b" {...stroke} d="M4 21a8 8 0 0 1 16 0" />,
  ],
});

export const WalletIcon = createIcon({
  displayName: "WalletIcon",
  path: [
    <path key="a" {...stroke} d="M4 7h15a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7Zm0 0 12-3v3" />,
    <path key="b" {...stroke} d="M16 13.5h.01" />,
  ],
});
