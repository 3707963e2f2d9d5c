import { Box, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { AuthView } from "../../../application/account/auth-view.model";
import { Modal } from "../../kit/modal";
import { LoginForm, type LoginFormProps } from "./login-form";
import { RegisterView, type RegisterViewProps } from "./register-view";
import { ResetView, type ResetViewProps } from "./reset-view";

export interface LoginModalProps extends Omit<LoginFormProps, "onForgotPassword" | "onRegister"> {
  open: boolean;
  onClose: () => void;
  /** Which view shows (spec section 2); login when absent, or when its view's props are missing. */
  view?: AuthView;
  /** The login form's "Forgot password?" and "Register" links, and the other views' way back. */
  onViewChange?: (view: AuthView) => void;
  register?: Omit<RegisterViewProps, "onLogin">;
  reset?: Omit<ResetViewProps, "onLogin">;
}

/** The brand panel on the right of the authentication modal (spec section 2); phones have no room for it. */
function LoginPromo() {
  const { t } = useLingui();
  const points = [
    t({ id: "account.promo.cashback", message: "Cashback on every order" }),
    t({ id: "account.promo.points", message: "Discount points (ball) for every purchase" }),
    t({ id: "account.promo.tracking", message: "Track your orders from the warehouse to your door" }),
  ];
  return (
    <Box
      display={{ base: "none", md: "flex" }}
      flexDirection="column"
      justifyContent="center"
      gap="4"
      p="6"
      borderRadius="l3"
      bg="brand.solid"
      color="brand.contrast"
      data-testid="login-promo"
    >
      <Heading as="p" size="lg" lineHeight="short">
        {t({ id: "account.promo.title", message: "Sign in and save" })}
      </Heading>
      {/* Chakra's List has no recipe in the shop's theme (ui/theme/system.ts): a plain list. */}
      <Stack as="ul" gap="2" ps="5" listStyleType="disc" fontSize="sm" fontWeight="medium">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </Stack>
      <Text fontSize="xs" opacity={0.85}>
        {t({
          id: "account.promo.note",
          message: "Cashback and points are paid into your balance in the profile.",
        })}
      </Text>
    </Box>
  );
}

/**
 * The authentication modal: the login, register or password view on the left, the promo panel on the right.
 */
export function LoginModal({
  open,
  onClose,
  view = "login",
  onViewChange,
  register,
  reset,
  ...form
}: LoginModalProps) {
  const { t } = useLingui();
  // While the modal fades out it keeps the view it was closed on, although the model is back on login.
  const [shown, setShown] = useState(view);
  if (open && shown !== view) setShown(view);
  const to = (next: AuthView) => () => onViewChange?.(next);
  const current =
    shown === "register" && register ? "register" : shown === "reset" && reset ? "reset" : "login";
  const titles = {
    login: t({ id: "account.login.title", message: "Log in" }),
    register: t({ id: "account.register.title", message: "Registration" }),
    reset: t({ id: "account.reset.title", message: "Password recovery" }),
  };
  return (
    <Modal open={open} onClose={onClose} size="lg" title={titles[current]}>
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="6" alignItems="stretch" pb="2">
        <Box alignSelf="center" minW="0">
          {current === "register" && register ? (
            <RegisterView {...register} onLogin={to("login")} />
          ) : current === "reset" && reset ? (
            <ResetView {...reset} onLogin={to("login")} />
          ) : (
            <LoginForm {...form} onForgotPassword={to("reset")} onRegister={to("register")} />
          )}
        </Box>
        <LoginPromo />
      </Grid>
    </Modal>
  );
}

export default LoginModal;
