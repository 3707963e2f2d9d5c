import { createIcon } from "@chakra-ui/react";
import { OUTLINE_STROKE } from "../../kit/outline-stroke";

export { CheckIcon, PinIcon, TruckIcon } from "../../kit/delivery-icons";

// The checkout's few pictograms in the kit's outline style (24px grid, 2px stroke, text colour), in code so
// no icon package and no image request is needed. Callers hide them from assistive technology.
const stroke = OUTLINE_STROKE;

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
