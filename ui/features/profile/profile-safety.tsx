import { Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { ChevronRightIcon } from "../../layout/icons";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";

/** A whole row that opens a page: the label is the link's name, the hint its description. */
function LinkRow({ to, label, hint, testId }: { to: string; label: string; hint: string; testId: string }) {
  return (
    <LocalLink to={to} style={{ textDecoration: "none", color: "inherit" }} data-testid={testId}>
      <HStack
        justify="space-between"
        gap="4"
        p="4"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        bg="bg.panel"
        _hover={{ bg: "bg.muted" }}
      >
        <Stack gap="0">
          <Text fontWeight="semibold">{label}</Text>
          <Text fontSize="sm" color="fg.muted">
            {hint}
          </Text>
        </Stack>
        <ChevronRightIcon aria-hidden color="fg.muted" />
      </HStack>
    </LocalLink>
  );
}

/** The settings' safety block: the pages that change the password and the phone. */
export function ProfileSafety() {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <Stack gap="3" as="section" aria-labelledby={headingId} data-testid="profile-safety">
      <Heading as="h2" size="md" id={headingId}>
        {t({ id: "profile.settings.safety", message: "Safety" })}
      </Heading>
      <LinkRow
        to={pathTo("profile-settings-change-password")}
        label={t({ id: "profile.settings.changePassword", message: "Change password" })}
        hint={t({ id: "profile.settings.changePasswordHint", message: "You will need the current one" })}
        testId="settings-change-password"
      />
      <LinkRow
        to={pathTo("profile-settings-change-number")}
        label={t({ id: "profile.settings.changeNumber", message: "Change phone number" })}
        hint={t({
          id: "profile.settings.changeNumberHint",
          message: "Confirmed by a code sent to the new number",
        })}
        testId="settings-change-number"
      />
    </Stack>
  );
}
