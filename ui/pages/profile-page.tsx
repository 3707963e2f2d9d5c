import { Container, Heading, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { $account, $sessionStatus, loginOpened } from "../../application/account/session.model";
import { AccountSummary } from "../features/profile/account-summary";
import { ProfileNav, type ProfileSection } from "../features/profile/profile-nav";
import { ProfileSettings } from "../features/profile/profile-settings";
import { LazyProfileForms } from "../features/profile/lazy-profile-forms";
import { isFormsSection } from "../features/profile/profile-section-kinds";
import { isLoyaltySection, LazyLoyaltySection } from "../features/loyalty/lazy-loyalty";
import { isSupportSection, LazySupportSection } from "../features/support/lazy-support";
import { SignInPrompt } from "../features/profile/sign-in-prompt";
import { usePageMeta } from "../seo/page-meta";

/**
 * The profile area (login required). The session lives in the browser, so the server renders the frame and a
 * spinner; the browser fills it once the stored tokens are refreshed, or invites a guest to log in.
 */
export default function ProfilePage({ section }: { section: ProfileSection }) {
  const { t } = useLingui();
  const [status, account, openLogin] = useUnit([$sessionStatus, $account, loginOpened]);
  const titles: Record<ProfileSection, string> = {
    details: t({ id: "profile.title", message: "Profile" }),
    cards: t({ id: "profile.nav.cards", message: "My cards" }),
    settings: t({ id: "profile.nav.settings", message: "Settings" }),
    edit: t({ id: "profile.edit.title", message: "Edit profile" }),
    "change-password": t({ id: "profile.settings.changePassword", message: "Change password" }),
    "change-number": t({ id: "profile.settings.changeNumber", message: "Change phone number" }),
    balance: t({ id: "profile.nav.balance", message: "Balance and bonuses" }),
    instruction: t({ id: "profile.nav.instruction", message: "Instructions" }),
    "instruction-slug": t({ id: "profile.nav.instruction", message: "Instructions" }),
    vedio: t({ id: "profile.nav.vedio", message: "Video lessons" }),
    help: t({ id: "profile.nav.help", message: "Help" }),
    playground: t({ id: "profile.nav.playground", message: "Calculators" }),
    "terms-of-use": t({ id: "profile.nav.terms", message: "Terms of use" }),
  };
  usePageMeta({ title: titles[section] });
  return (
    <Container maxW="6xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {titles[section]}
        </Heading>
        {account ? (
          <Stack direction={{ base: "column", md: "row" }} gap="8" align="flex-start">
            <ProfileNav current={section} />
            <Stack flex="1" minW="0" w="full" gap="6">
              {section === "details" && <AccountSummary account={account} />}
              {section === "settings" && <ProfileSettings />}
              {isFormsSection(section) && <LazyProfileForms section={section} account={account} />}
              {isSupportSection(section) && <LazySupportSection section={section} />}
              {isLoyaltySection(section) && <LazyLoyaltySection section={section} account={account} />}
            </Stack>
          </Stack>
        ) : (
          <SignInPrompt checking={status === "checking"} onLogin={() => openLogin()} />
        )}
      </Stack>
    </Container>
  );
}
