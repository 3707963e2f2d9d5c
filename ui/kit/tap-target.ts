/**
 * Style for a link that stands on its own (in a list, beside a heading): on a phone it is a 44 px row a
 * thumb can hit; from md up it keeps its text's height. Buttons and fields get the same floor from the theme
 * (ui/theme/system.ts); links inside running text need none.
 */
export const PHONE_TAP_TARGET = { minH: { base: "11", md: "auto" } } as const;
