export type ColorMode = "light" | "dark";

export const THEME_COOKIE = "theme";
export const DEFAULT_COLOR_MODE: ColorMode = "light";

export function parseColorMode(value: string | null | undefined): ColorMode {
  return value === "dark" ? "dark" : DEFAULT_COLOR_MODE;
}

/** Attributes for the page root: Chakra's dark condition keys off the `dark` class, and the spec asks that
 * the
 * dark mode be marked on the root, so the server writes the same attributes the browser later toggles. */
export function rootAttributes(mode: ColorMode): {
  className: string;
  "data-theme": ColorMode;
  style: string;
} {
  return { className: mode, "data-theme": mode, style: `color-scheme: ${mode}` };
}

export function applyColorMode(root: HTMLElement, mode: ColorMode): void {
  root.classList.remove("light", "dark");
  root.classList.add(mode);
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
}
