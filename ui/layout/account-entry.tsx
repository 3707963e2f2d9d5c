import { IconButton } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { lazy, Suspense } from "react";
import { $account, loginOpened, logoutRequested } from "../../application/account/session.model";
import { ensureAreaAlone } from "../i18n/load-catalog";
import { UserIcon } from "./icons";

// Only signed-in shoppers need the menu's code; guests never download it.
const UserMenu = lazy(() =>
  Promise.all([import("../features/account/user-menu"), ensureAreaAlone("account")]).then(([m]) => ({
    default: m.UserMenu,
  })),
);

/** The header's account corner: the login button for guests, the profile menu once someone is signed in. */
export function AccountEntry({ display }: { display?: Record<string, string> }) {
  const { t } = useLingui();
  const [account, openLogin, askLogout] = useUnit([$account, loginOpened, logoutRequested]);
  const login = (
    <IconButton
      display={display}
      variant="ghost"
      aria-label={t({ id: "header.login", message: "Log in" })}
      onClick={() => openLogin()}
      data-testid="login-button"
    >
      <UserIcon />
    </IconButton>
  );
  if (!account) return login;
  return (
    <Suspense fallback={login}>
      <UserMenu name={account.fullName} phone={account.phone} onLogout={() => askLogout()} />
    </Suspense>
  );
}
