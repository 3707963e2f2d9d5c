import { Spinner, Stack } from "@chakra-ui/react";
import { useUnit } from "effector-react";
import { Suspense, useEffect, type ReactNode } from "react";
import { useNavigationType } from "react-router-dom";
import { $account, $sessionStatus, loginOpened } from "../../application/account/session.model";
import { SignInPrompt } from "../features/profile/sign-in-prompt";

/**
 * The auth guard of spec section 2 for /checkout and the orders pages: the session lives in the browser, so
 * the server renders the frame; a guest gets the login prompt, and the page continues in place once they sign
 * in. With `openLogin` the login dialog also opens at once when the guest came by a link inside the shop
 * (they asked to go on); a page opened from outside, reloaded or gone back to shows the prompt and waits for
 * its button, so nothing takes the screen and focus a moment after it painted, and the dialog's code loads
 * when wanted (decision 0044).
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
  const cameByLink = useNavigationType() !== "POP";
  useEffect(() => {
    if (openLogin && cameByLink && status === "guest") login();
  }, [openLogin, cameByLink, status, login]);
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
