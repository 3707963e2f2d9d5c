import { useLingui } from "@lingui/react/macro";
import type { NewPasswordInput } from "../../../domain/auth-forms";
import type { ResetStep } from "../../../application/account/password-reset.model";
import { CodeStep } from "./code-step";
import { DoneStep } from "./done-step";
import { FlowFrame } from "./flow-frame";
import { LinkButton } from "./link-button";
import { NewPasswordStep } from "./new-password-step";
import { ResetPhoneStep } from "./reset-phone-step";

export interface ResetViewProps {
  step: ResetStep;
  pending: boolean;
  /** The server refused this step: its field (both password fields on step 3) is flagged until edited. */
  failed: boolean;
  /** 9 national digits: the number the code went to, and step 1's value when the shopper goes back. */
  phone: string;
  /** Epoch ms of the last code sent. */
  sentAt: number;
  onPhoneSubmit: (phone: string) => void;
  onCodeSubmit: (code: string) => void;
  onResend: () => void;
  onPasswordSubmit: (input: NewPasswordInput) => void;
  onEdited: () => void;
  /** From the code step back to the phone, to correct it. */
  onChangePhone: () => void;
  /** Back to the login view: the link under every step, and the way on after the last one. */
  onLogin: () => void;
}

const NUMBER = { phone: 1, code: 2, password: 3, done: 4 } as const;

/**
 * The password view of the authentication modal (spec section 2): 1 phone, 2 code, 3 new password (at least
 * 6 characters), 4 done, then back to login.
 */
export function ResetView(props: ResetViewProps) {
  const { step, pending, failed } = props;
  const { t } = useLingui();
  const names = {
    phone: t({ id: "account.reset.step.phone", message: "Phone number" }),
    code: t({ id: "account.reset.step.code", message: "Confirmation" }),
    password: t({ id: "account.reset.step.password", message: "New password" }),
    done: t({ id: "account.reset.step.done", message: "Done" }),
  };
  const toLogin = t({ id: "account.reset.toLogin", message: "Back to login" });

  return (
    <FlowFrame
      step={NUMBER[step]}
      name={names[step]}
      links={
        step === "done" ? undefined : (
          <>
            <LinkButton onClick={props.onLogin} testId="to-login">
              {toLogin}
            </LinkButton>
            {step === "code" && (
              <LinkButton onClick={props.onChangePhone} testId="change-phone">
                {t({ id: "account.flow.changePhone", message: "Change the number" })}
              </LinkButton>
            )}
          </>
        )
      }
    >
      {step === "phone" && (
        <ResetPhoneStep
          initial={props.phone}
          pending={pending}
          failed={failed}
          onSubmit={props.onPhoneSubmit}
          onEdited={props.onEdited}
        />
      )}
      {step === "code" && (
        <CodeStep
          phone={props.phone}
          sentAt={props.sentAt}
          pending={pending}
          failed={failed}
          onSubmit={props.onCodeSubmit}
          onResend={props.onResend}
          onEdited={props.onEdited}
        />
      )}
      {step === "password" && (
        <NewPasswordStep
          flow="reset"
          submitLabel={t({ id: "account.reset.submit", message: "Save the password" })}
          pending={pending}
          failed={failed}
          onSubmit={props.onPasswordSubmit}
          onEdited={props.onEdited}
        />
      )}
      {step === "done" && (
        <DoneStep
          title={t({ id: "account.reset.done.title", message: "Password changed" })}
          text={t({ id: "account.reset.done.text", message: "Log in with your new password." })}
          action={t({ id: "account.reset.done.login", message: "Log in" })}
          onAction={props.onLogin}
        />
      )}
    </FlowFrame>
  );
}
