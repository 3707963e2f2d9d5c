import { Button, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { StaffStatus } from "../../../application/admin/staff.model";
import { SignInPrompt } from "../profile/sign-in-prompt";

/**
 * What stands in for the back office until the caller is known to be staff: a spinner, the sign-in prompt for
 * a guest, the staff-only notice for a shopper (the server's 403), or a failure with retry.
 */
export function AdminDoor({
  status,
  onLogin,
  onRetry,
}: {
  status: Exclude<StaffStatus, "staff">;
  onLogin: () => void;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  if (status === "guest") {
    return (
      <SignInPrompt
        checking={false}
        onLogin={onLogin}
        text={t({ id: "admin.door.signIn", message: "The back office opens after a staff member logs in." })}
      />
    );
  }
  if (status === "forbidden" || status === "error") {
    const forbidden = status === "forbidden";
    return (
      <Stack align="center" gap="3" py="16" textAlign="center" role={forbidden ? undefined : "alert"}>
        <Heading as="h2" size="lg" data-testid="admin-door">
          {forbidden
            ? t({ id: "admin.door.forbidden", message: "This section is for the shop's staff" })
            : t({ id: "admin.door.error", message: "The back office could not be opened" })}
        </Heading>
        <Text color="fg.muted" maxW="md">
          {forbidden
            ? t({
                id: "admin.door.forbiddenText",
                message: "Your account has no access here. Ask the shop's administrator if you need it.",
              })
            : t({ id: "admin.door.errorText", message: "Check the connection and try again." })}
        </Text>
        {!forbidden && (
          <Button colorPalette="brand" minH="11" onClick={onRetry}>
            {t({ id: "admin.retry", message: "Try again" })}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack align="center" py="16">
      <Spinner
        size="lg"
        color="brand.fg"
        aria-label={t({ id: "admin.door.checking", message: "Checking your access" })}
      />
    </Stack>
  );
}
