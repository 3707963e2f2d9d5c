import { IconButton } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useEffect } from "react";
import { $theme, themeToggled } from "../../application/app/app.model";
import { applyColorMode } from "../theme/color-mode";
import { MoonIcon, SunIcon } from "./icons";

/** Toggles light and dark; the choice is kept in the `theme` cookie and marked on the page root. */
export function ThemeSwitcher({ size = "sm" }: { size?: "xs" | "sm" | "md" }) {
  const { t } = useLingui();
  const [theme, toggle] = useUnit([$theme, themeToggled]);
  useEffect(() => {
    applyColorMode(document.documentElement, theme);
  }, [theme]);
  const label =
    theme === "dark"
      ? t({ id: "layout.theme.toLight", message: "Switch to light theme" })
      : t({ id: "layout.theme.toDark", message: "Switch to dark theme" });
  return (
    <IconButton
      size={size}
      variant="ghost"
      aria-label={label}
      title={label}
      onClick={toggle}
      data-testid="theme-switcher"
      data-theme-value={theme}
    >
      {theme === "dark" ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
