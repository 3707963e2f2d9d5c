import { createIcon } from "@chakra-ui/react";
import { OUTLINE_STROKE as stroke } from "./outline-stroke";

// The pictograms the checkout and the order pages share. A module of their own, so the first page's bundle
// (which carries ./icons for the header) does not carry them.

export const CheckIcon = createIcon({
  displayName: "CheckIcon",
  path: <path {...stroke} d="m5 12.5 4.5 4.5L19 7.5" />,
});
export const TruckIcon = createIcon({
  displayName: "TruckIcon",
  path: [
    <path key="a" {...stroke} d="M2 6h11v10H2zM13 9h4l4 4v3h-8" />,
    <circle key="b" {...stroke} cx="6" cy="18" r="2" />,
    <circle key="c" {...stroke} cx="17" cy="18" r="2" />,
  ],
});
export const PinIcon = createIcon({
  displayName: "PinIcon",
  path: [
    <path key="a" {...stroke} d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z" />,
    <circle key="b" {...stroke} cx="12" cy="10" r="2.5" />,
  ],
});
