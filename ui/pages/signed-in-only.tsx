import { Spinner, Stack } from "@chakra-ui/react";
import { useUnit } from "effector-react";
import { Suspense, useEffect, type ReactNode } from "react";
import { $account, $sessionStatus, loginOpened } from "../../application/account/session.model";
import { SignInPrompt } from "../features/profile/sign-in-prompt";

/**
 * The auth guard of spec section 2 for /checkout and the orders pages: the session lives in the browser, so
 * the server renders the frame; a guest gets the login prompt (opened at once when `openLogin`), and the page
 * continues in place once they sign in.
 */
export function SignedInOnly({
  children,
  text,
  openLogin = false,
}: {
  children: ReactNode;
  text: string;
  openLogin?: boolean;
}) {
  const [status, account, login] = useUnit([$sessionStatus, $account, loginOpened]);
  useEffect(() => {
    if (openLogin && status === "guest") login();
  }, [openLogin, status, login]);
  if (!account) return <SignInPrompt checking={status === "checking"} onLogin={() => login()} text={text} />;
  return (
    <Suspense
      fallback={
        <Stack align="center" py="16">
          <Spinner size="lg" color="brand.fg" />
        </Stack>
      }
    >
      {children}
    </Suspense>
  );
}
