import { createIcon } from "@chakra-ui/react";

// The checkout's few pictograms in the kit's outline style (24px grid, 2px stroke, text colour), in code so
// no icon package and no image request is needed. Callers hide them from assistive technology.
const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export const TruckIcon = createIcon({
  displayName: "TruckIcon",
  path: [
    <path key="a" {...stroke} d="M2 6h11v10H2zM13 9h4l4 4v3h-8" />,
    <circle key="b" {...stroke} cx="6" cy="18" r="2" />,
    <circle key="c" {...stroke} cx="17" cy="18" r="2" />,
  ],
});

export const BranchIcon = createIcon({
  displayName: "BranchIcon",
  path: [
    <path key="a" {...stroke} d="M3 10 5 4h14l2 6M4 10v10h16V10M3 10h18" />,
    <path key="b" {...stroke} d="M10 20v-5h4v5" />,
  ],
});

export const ClockIcon = createIcon({
  displayName: "ClockIcon",
  path: [<circle key="a" {...stroke} cx="12" cy="12" r="9" />, <path key="b" {...stroke} d="M12 7v5l3 2" />],
});

export const PinIcon = createIcon({
  displayName: "PinIcon",
  path: [
    <path key="a" {...stroke} d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z" />,
    <circle key="b" {...stroke} cx="12" cy="10" r="2.5" />,
  ],
});

export const CheckIcon = createIcon({
  displayName: "CheckIcon",
  path: <path {...stroke} d="m5 12.5 4.5 4.5L19 7.5" />,
});

export const CashIcon = createIcon({
  displayName: "CashIcon",
  path: [
    <rect key="a" {...stroke} x="2" y="6" width="20" height="12" rx="2" />,
    <circle key="b" {...stroke} cx="12" cy="12" r="2.5" />,
    <path key="c" {...stroke} d="M6 9.5v5M18 9.5v5" />,
  ],
});

export const CardIcon = createIcon({
  displayName: "CardIcon",
  path: [
    <rect key="a" {...stroke} x="2" y="5" width="20" height="14" rx="2" />,
    <path key="b" {...stroke} d="M2 10h20M6 15h4" />,
  ],
});
