import { createIcon } from "@chakra-ui/react";
import { OUTLINE_STROKE } from "./outline-stroke";

// Outline icons drawn on a 24px grid with a 2px stroke (the same look as the header's icon set), kept in code
// so the kit needs no icon package. They inherit the text colour and are hidden from assistive technology by
// the callers' labels.
const stroke = OUTLINE_STROKE;

export const EyeIcon = createIcon({
  displayName: "EyeIcon",
  path: [
    <path key="a" {...stroke} d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />,
    <circle key="b" {...stroke} cx="12" cy="12" r="3" />,
  ],
});

export const EyeOffIcon = createIcon({
  displayName: "EyeOffIcon",
  path: [
    <path key="a" {...stroke} d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.2" />,
    <path key="b" {...stroke} d="M6.6 6.6C3.9 8.3 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6" />,
    <path key="c" {...stroke} d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
    <path key="d" {...stroke} d="m2 2 20 20" />,
  ],
});

export const BasketIcon = createIcon({
  displayName: "BasketIcon",
  path: [
    <path key="a" {...stroke} d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.9a2 2 0 0 0 1.9-1.5L21 8H6.2" />,
    <circle key="b" {...stroke} cx="10" cy="20.5" r="1" />,
    <circle key="c" {...stroke} cx="18" cy="20.5" r="1" />,
  ],
});

export const HeartIcon = createIcon({
  displayName: "HeartIcon",
  path: <path {...stroke} d="M19.5 12.6 12 20l-7.5-7.4A4.9 4.9 0 0 1 12 6.1a4.9 4.9 0 0 1 7.5 6.5Z" />,
});

export const OrdersIcon = createIcon({
  displayName: "OrdersIcon",
  path: [
    <path key="a" {...stroke} d="M21 8 12 3 3 8v8l9 5 9-5V8Z" />,
    <path key="b" {...stroke} d="m3 8 9 5 9-5M12 13v8" />,
  ],
});
