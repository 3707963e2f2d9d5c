import { HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { validateLogin, type FormError } from "../../../domain/auth-forms";
import { Button } from "../../kit/button";
import { PhoneField } from "../../kit/phone-field";
import { TextField } from "../../kit/text-field";
import { translateError } from "../../i18n/validation-messages";
import { LinkButton } from "./link-button";

type LoginField = "phone" | "password";

export interface LoginCredentials {
  /** The 9 national digits, no +998. */
  phone: string;
  password: string;
}

export interface LoginFormProps {
  /** The login call is running: the button spins and a second submit is ignored. */
  pending?: boolean;
  /** The server turned the login down: both fields are flagged until either of them changes. */
  failed?: boolean;
  /** Called with valid input only (spec section 5: phone_error, then write_number_password). */
  onSubmit: (credentials: LoginCredentials) => void;
  /** The visitor changed a field after a failed login; the container clears its failure. */
  onEdited?: () => void;
  /** "Forgot password?": to the reset view (spec section 2). Without it the link is not shown. */
  onForgotPassword?: () => void;
  /** "Register": to the register view. Without it the link is not shown. */
  onRegister?: () => void;
}

/**
 * Phone (+998 mask) and password, checked with the domain's validateLogin on submit. Its message shows under
 * the field it is about (phone_error under the phone, write_number_password under the password) and every
 * field it names is marked; editing either field clears it.
 */
export function LoginForm({
  pending = false,
  failed = false,
  onSubmit,
  onEdited,
  onForgotPassword,
  onRegister,
}: LoginFormProps) {
  const { i18n, t } = useLingui();
  const [phone, setPhone] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<FormError<LoginField> | null>(null);

  // A new failure flags the fields again, even if the previous one was cleared by typing.
  const [failure, setFailure] = useState({ failed, cleared: false });
  if (failure.failed !== failed) setFailure({ failed, cleared: false });
  const flagged = failed && !failure.cleared;

  const edited = () => {
    setError(null);
    if (flagged) {
      setFailure({ failed, cleared: true });
      onEdited?.();
    }
  };

  const message = error ? translateError(i18n, error) : undefined;
  const messageAt: LoginField | null = error
    ? error.fields.includes("password")
      ? "password"
      : "phone"
    : null;
  const marked = (field: LoginField) => flagged || (error?.fields.includes(field) ?? false);
  // A field the message is not shown under is still marked invalid for assistive technology and by its
  // border.
  const invalidWithoutMessage = (field: LoginField) =>
    marked(field) && messageAt !== field ? { "aria-invalid": true as const } : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = validateLogin({ phone, password });
    if (!result.ok) {
      setError(result.error);
      const first = result.error.code === "PHONE.INVALID" ? "phone" : "password";
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    setError(null);
    onSubmit({ phone: result.value.phone, password: result.value.password });
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={pending || undefined} data-testid="login-form">
      <Stack gap="4">
        <PhoneField
          name="phone"
          label={t({ id: "account.login.phone", message: "Phone number" })}
          value={phone}
          onChange={(digits) => {
            if (digits === phone) return;
            setPhone(digits);
            edited();
          }}
          autoComplete="tel"
          required
          error={messageAt === "phone" ? message : undefined}
          {...invalidWithoutMessage("phone")}
        />
        <TextField
          name="password"
          type="password"
          label={t({ id: "account.login.password", message: "Password" })}
          value={password}
          onChange={(next) => {
            setPassword(next);
            edited();
          }}
          autoComplete="current-password"
          required
          error={messageAt === "password" ? message : undefined}
          {...invalidWithoutMessage("password")}
        />
        {onForgotPassword && (
          <HStack justify="flex-end" mt="-2">
            <LinkButton onClick={onForgotPassword} testId="to-reset">
              {t({ id: "account.login.forgot", message: "Forgot password?" })}
            </LinkButton>
          </HStack>
        )}
        <Button type="submit" variant="primary" width="full" loading={pending}>
          {t({ id: "account.login.submit", message: "Log in" })}
        </Button>
        {onRegister && (
          <HStack justify="center" gap="1.5" wrap="wrap" fontSize="sm">
            <Text color="fg.muted">{t({ id: "account.login.noAccount", message: "No account yet?" })}</Text>
            <LinkButton onClick={onRegister} testId="to-register">
              {t({ id: "account.login.register", message: "Register" })}
            </LinkButton>
          </HStack>
        )}
      </Stack>
    </form>
  );
}
