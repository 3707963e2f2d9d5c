import { Box, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Modal } from "../../kit/modal";
import { LoginForm, type LoginFormProps } from "./login-form";

export interface LoginModalProps extends LoginFormProps {
  open: boolean;
  onClose: () => void;
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

/** The login view of the authentication modal: the form on the left, the promo panel on the right. */
export function LoginModal({ open, onClose, ...form }: LoginModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={t({ id: "account.login.title", message: "Log in" })}
    >
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="6" alignItems="stretch" pb="2">
        <Box alignSelf="center">
          <LoginForm {...form} />
        </Box>
        <LoginPromo />
      </Grid>
    </Modal>
  );
}

export default LoginModal;
