// Chakra's fg.success in light mode is green.600, about 3.3:1 on white: too faint for small text (WCAG AA
// asks 4.5:1). green.700 gives 5:1; dark mode keeps a light green on the dark panel.
export const SUCCESS_TEXT = { base: "green.700", _dark: "green.300" } as const;
/** The kit's field-frame shade of red for small error text, for the same reason. */
export const ERROR_TEXT = { base: "red.600", _dark: "red.300" } as const;
