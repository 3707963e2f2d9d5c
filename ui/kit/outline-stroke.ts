/** The outline look every icon of the shop shares; features drawing their own pictograms use it too. */
export const OUTLINE_STROKE = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;
