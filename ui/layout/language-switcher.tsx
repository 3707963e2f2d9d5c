import { Button } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState, type ReactNode } from "react";
import type { Language } from "../../application/visitor/visitor";
import { useLanguage } from "../routing/localized";

/** Each language named in itself: uz in Cyrillic, sr in Latin, ru in Russian (spec section 2). */
export const LANGUAGE_LABELS: Record<Language, string> = { uz: "Ўзбекча", sr: "Oʻzbekcha", ru: "Русский" };

const loadMenu = () => import("./language-menu");
const LanguageMenu = lazy(loadMenu);

/**
 * Remembers the choice in the i18n_redirected cookie and opens the same page in that language. The page
 * paints and hydrates with a plain button of the same look; the menu code is fetched when the pointer or
 * focus reaches it and takes over on the first click.
 */
export function LanguageSwitcher({ size = "sm" }: { size?: "xs" | "sm" | "md" }) {
  const { t } = useLingui();
  const current = useLanguage();
  const [armed, setArmed] = useState<{ focus: boolean } | null>(null);
  const placeholder = (onClick?: (focused: boolean) => void): ReactNode => (
    <Button
      size={size}
      variant="ghost"
      aria-label={t({ id: "layout.language.choose", message: "Choose language" })}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="language-switcher"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={onClick && ((e) => onClick(document.activeElement === e.currentTarget))}
    >
      {LANGUAGE_LABELS[current]}
    </Button>
  );
  if (!armed) return placeholder((focus) => setArmed({ focus }));
  return (
    <Suspense fallback={placeholder()}>
      <LanguageMenu size={size} defaultOpen focus={armed.focus} />
    </Suspense>
  );
}
