import { Menu, Button, Portal } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useLocation, useNavigate } from "react-router-dom";
import { languageChosen } from "../../application/app/app.model";
import { localizePath } from "../../application/visitor/routes";
import { LANGUAGES, type Language } from "../../application/visitor/visitor";
import { useLanguage } from "../routing/localized";

/** Each language named in itself: uz in Cyrillic, sr in Latin, ru in Russian (spec section 2). */
export const LANGUAGE_LABELS: Record<Language, string> = { uz: "Ўзбекча", sr: "O‘zbekcha", ru: "Русский" };

/** Remembers the choice in the i18n_redirected cookie and opens the same page in that language. */
export function LanguageSwitcher({ size = "sm" }: { size?: "xs" | "sm" | "md" }) {
  const { t } = useLingui();
  const current = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const choose = useUnit(languageChosen);
  const pick = (language: Language) => {
    choose(language);
    navigate(localizePath(`${location.pathname}${location.search}`, language));
  };
  return (
    <Menu.Root onSelect={(d) => pick(d.value as Language)} positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <Button size={size} variant="ghost" aria-label={t({ id: "layout.language.choose", message: "Choose language" })} data-testid="language-switcher">
          {LANGUAGE_LABELS[current]}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36">
            {LANGUAGES.map((language) => (
              <Menu.Item key={language} value={language} fontWeight={language === current ? "semibold" : "normal"} lang={language === "ru" ? "ru" : language === "uz" ? "uz-Cyrl" : "uz-Latn"}>
                {LANGUAGE_LABELS[language]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
