import { Menu, Button, Portal } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { languageChosen } from "../../application/app/app.model";
import { localizePath } from "../../application/visitor/routes";
import { LANGUAGES, type Language } from "../../application/visitor/visitor";
import { LANGUAGE_LABELS } from "./language-switcher";
import { useLanguage } from "../routing/localized";

/**
 * The language menu behind LanguageSwitcher (Ark menu + floating-ui, ~20 KB gzip), loaded on first use: it
 * opens at once when the visitor's click loaded it, and keeps the focus the placeholder button had.
 */
export default function LanguageMenu({
  size = "sm",
  defaultOpen = false,
  focus = false,
}: {
  size?: "xs" | "sm" | "md";
  defaultOpen?: boolean;
  focus?: boolean;
}) {
  const { t } = useLingui();
  const current = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const choose = useUnit(languageChosen);
  const pick = (language: Language) => {
    choose(language);
    navigate(localizePath(`${location.pathname}${location.search}`, language));
  };
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) trigger.current?.focus();
  }, [focus]);
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      onSelect={(d) => pick(d.value as Language)}
      positioning={{ placement: "bottom-end" }}
    >
      <Menu.Trigger asChild>
        <Button
          ref={trigger}
          size={size}
          variant="ghost"
          aria-label={t({ id: "layout.language.choose", message: "Choose language" })}
          data-testid="language-switcher"
        >
          {LANGUAGE_LABELS[current]}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36">
            {LANGUAGES.map((language) => (
              <Menu.Item
                key={language}
                value={language}
                fontWeight={language === current ? "semibold" : "normal"}
                lang={language === "ru" ? "ru" : language === "uz" ? "uz-Cyrl" : "uz-Latn"}
              >
                {LANGUAGE_LABELS[language]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
