import { useLingui } from "@lingui/react/macro";
import { createWatch } from "effector";
import { useProvidedScope, useUnit } from "effector-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import {
  $loginOpen,
  $logoutOpen,
  $sessionEndedNotice,
  loginClosed,
  logoutCancelled,
  sessionEndedNoticeShown,
} from "../../application/account/session.model";
import {
  $loginFailed,
  loggedIn,
  loggedOut,
  loginEdited,
  loginFx,
  loginRejected,
  loginSubmitted,
  logoutConfirmed,
  logoutFx,
} from "../../application/account/login.model";
import { isProtectedPath } from "../../application/account/session";
import { localizePath } from "../../application/visitor/routes";
import { AUTH_NOTICES } from "../features/account/auth-notices";
import { showToast } from "../kit/toast";
import { useLanguage } from "../routing/localized";
import { pathTo } from "../routing/route-names";
import { toastRefusal, useAuthFlows, useAuthFlowToasts } from "./use-auth-flows";

const LoginModal = lazy(() => import("../features/account/login-modal"));
const LogoutDialog = lazy(() =>
  import("../features/account/logout-dialog").then((m) => ({ default: m.LogoutDialog })),
);

/**
 * True from the first time `open` is true: a dialog's code loads when first needed and then stays mounted.
 */
function useOnceOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/**
 * The session's dialogs and reactions: the authentication modal (login, register, password reset), the
 * log-out confirmation, their toasts, and the way home after logging out inside a signed-in area. The layout
 * loads this the first time either dialog is asked for.
 */
export default function AccountDialogs() {
  const { t, i18n } = useLingui();
  const scope = useProvidedScope();
  const navigate = useNavigate();
  const location = useLocation();
  const language = useLanguage();
  const [loginOpen, loginFailed, loginPending, logoutOpen, logoutPending] = useUnit([
    $loginOpen,
    $loginFailed,
    loginFx.pending,
    $logoutOpen,
    logoutFx.pending,
  ]);
  const on = useUnit({
    loginClosed,
    loginEdited,
    loginSubmitted,
    logoutCancelled,
    logoutConfirmed,
    sessionEndedNoticeShown,
  });
  const sessionEnded = useUnit($sessionEndedNotice);
  const { sessionEndedNoticeShown: noticeShown } = on;
  useEffect(() => {
    // A store, not an event: this component loads after the session was lost, with the login dialog.
    if (!sessionEnded) return;
    showToast("error", i18n._(AUTH_NOTICES.sessionEnded));
    noticeShown();
  }, [sessionEnded, i18n, noticeShown]);

  const path = location.pathname;
  useEffect(() => {
    if (!scope) return undefined;
    const watches = [
      createWatch({
        unit: loggedIn,
        scope,
        fn: () =>
          showToast("success", t({ id: "login_successfully", message: "You have logged in successfully" })),
      }),
      createWatch({ unit: loginRejected, scope, fn: (refusal) => toastRefusal(i18n, refusal) }),
      createWatch({
        unit: loggedOut,
        scope,
        fn: () => {
          if (isProtectedPath(path)) navigate(localizePath(pathTo("index"), language));
        },
      }),
    ];
    return () => watches.forEach((unwatch) => unwatch());
  }, [scope, t, i18n, navigate, path, language]);
  useAuthFlowToasts(scope, i18n);
  const flows = useAuthFlows(language);

  const showLogin = useOnceOpened(loginOpen);
  const showLogout = useOnceOpened(logoutOpen);
  return (
    <Suspense fallback={null}>
      {showLogin && (
        <LoginModal
          open={loginOpen}
          onClose={on.loginClosed}
          pending={loginPending}
          failed={loginFailed}
          onSubmit={on.loginSubmitted}
          onEdited={on.loginEdited}
          {...flows}
        />
      )}
      {showLogout && (
        <LogoutDialog
          open={logoutOpen}
          pending={logoutPending}
          onCancel={on.logoutCancelled}
          onConfirm={on.logoutConfirmed}
        />
      )}
    </Suspense>
  );
}
