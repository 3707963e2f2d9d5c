import { Button, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

/**
 * What a signed-in area shows to someone who is not signed in: an invitation to log in right here, so the
 * page they asked for opens as soon as they do. While a stored session is still being restored it shows a
 * spinner instead.
 */
export function SignInPrompt({
  checking,
  onLogin,
  text,
}: {
  checking: boolean;
  onLogin: () => void;
  /** What the page holds once signed in; the profile's words by default. */
  text?: string;
}) {
  const { t } = useLingui();
  if (checking) {
    return (
      <Stack align="center" py="16">
        <Spinner
          size="lg"
          color="brand.fg"
          aria-label={t({ id: "profile.checking", message: "Checking your session" })}
        />
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="4" py="16" textAlign="center">
      <Heading as="h2" size="lg">
        {t({ id: "profile.signIn.title", message: "Log in to your account" })}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {text ??
          t({
            id: "profile.signIn.text",
            message: "Your profile, cards and orders are available after you log in.",
          })}
      </Text>
      <Button colorPalette="brand" onClick={onLogin}>
        {t({ id: "header.login", message: "Log in" })}
      </Button>
    </Stack>
  );
}
