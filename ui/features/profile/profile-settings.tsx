import { HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { LanguageSwitcher } from "../../layout/language-switcher";
import { ThemeSwitcher } from "../../layout/theme-switcher";

/** The interface settings a shopper keeps per browser: dark mode and the language (both in cookies). */
export function ProfileSettings() {
  const { t } = useLingui();
  const row = (label: string, hint: string, control: React.ReactNode) => (
    <HStack
      justify="space-between"
      gap="4"
      p="4"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg.panel"
    >
      <Stack gap="0">
        <Text fontWeight="semibold">{label}</Text>
        <Text fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      </Stack>
      {control}
    </HStack>
  );
  return (
    <Stack gap="3">
      {row(
        t({ id: "profile.settings.theme", message: "Dark mode" }),
        t({ id: "profile.settings.themeHint", message: "Easier on the eyes in the evening" }),
        <ThemeSwitcher size="md" />,
      )}
      {row(
        t({ id: "profile.settings.language", message: "Language" }),
        t({ id: "profile.settings.languageHint", message: "Russian, Uzbek in Cyrillic or in Latin" }),
        <LanguageSwitcher size="md" />,
      )}
    </Stack>
  );
}
