import { useLingui } from "@lingui/react/macro";
import type {
  RegistrationDetails,
  RegistrationFlag,
  RegistrationStep,
} from "../../../application/account/registration.model";
import { CodeStep } from "./code-step";
import { DoneStep } from "./done-step";
import { FlowFrame } from "./flow-frame";
import { LinkButton } from "./link-button";
import { NewPasswordStep } from "./new-password-step";
import { RegisterDetailsStep, type PlaceChoice } from "./register-details-step";

export type { PlaceChoice } from "./register-details-step";

export interface RegisterViewProps {
  step: RegistrationStep;
  pending: boolean;
  /** The field the server refused, flagged until edited (spec section 8). */
  flag: RegistrationFlag;
  /** What step 1 sent: the phone the code went to, and the form's values when the shopper goes back. */
  details: RegistrationDetails | null;
  /** Epoch ms of the last code sent. */
  sentAt: number;
  places: PlaceChoice;
  /** The user agreement the terms box links to. */
  termsHref: string;
  onRegionChange: (id: number | null) => void;
  onDistrictChange: (id: number | null) => void;
  onPlacesRetry: () => void;
  onDetailsSubmit: (details: RegistrationDetails) => void;
  onCodeSubmit: (code: string) => void;
  onResend: () => void;
  onPasswordSubmit: (password: string) => void;
  onEdited: () => void;
  /** From the code step back to the details, to correct the phone. */
  onChangePhone: () => void;
  /** To the login view ("Already registered? Log in"). */
  onLogin: () => void;
}

const NUMBER = { details: 1, code: 2, password: 3, done: 4 } as const;

/**
 * The register view of the authentication modal (spec section 2): 1 personal data, 2 code, 3 password,
 * 4 done. The container signs the shopper in and closes the modal after the last step.
 */
export function RegisterView(props: RegisterViewProps) {
  const { step, pending, flag, details } = props;
  const { t } = useLingui();
  const names = {
    details: t({ id: "account.register.step.details", message: "Personal data" }),
    code: t({ id: "account.register.step.code", message: "Confirmation" }),
    password: t({ id: "account.register.step.password", message: "Password" }),
    done: t({ id: "account.register.step.done", message: "Done" }),
  };
  const toLogin = (
    <LinkButton onClick={props.onLogin} testId="to-login">
      {t({ id: "account.register.toLogin", message: "Already registered? Log in" })}
    </LinkButton>
  );

  return (
    <FlowFrame
      step={NUMBER[step]}
      name={names[step]}
      links={
        step === "done" ? undefined : (
          <>
            {toLogin}
            {step === "code" && (
              <LinkButton onClick={props.onChangePhone} testId="change-phone">
                {t({ id: "account.flow.changePhone", message: "Change the number" })}
              </LinkButton>
            )}
          </>
        )
      }
    >
      {step === "details" && (
        <RegisterDetailsStep
          places={props.places}
          initial={details}
          termsHref={props.termsHref}
          pending={pending}
          flag={flag === "phone" || flag === "district" ? flag : null}
          onRegionChange={props.onRegionChange}
          onDistrictChange={props.onDistrictChange}
          onPlacesRetry={props.onPlacesRetry}
          onSubmit={props.onDetailsSubmit}
          onEdited={props.onEdited}
        />
      )}
      {step === "code" && (
        <CodeStep
          phone={details?.phone ?? ""}
          sentAt={props.sentAt}
          pending={pending}
          failed={flag === "code"}
          onSubmit={props.onCodeSubmit}
          onResend={props.onResend}
          onEdited={props.onEdited}
        />
      )}
      {step === "password" && (
        <NewPasswordStep
          flow="registration"
          submitLabel={t({ id: "account.register.submit", message: "Create the account" })}
          pending={pending}
          failed={flag === "password"}
          onSubmit={(input) => props.onPasswordSubmit(input.password)}
          onEdited={props.onEdited}
        />
      )}
      {step === "done" && (
        <DoneStep
          title={t({ id: "account.register.done.title", message: "Welcome!" })}
          text={t({
            id: "account.register.done.text",
            message: "Your account is ready and you are signed in.",
          })}
        />
      )}
    </FlowFrame>
  );
}
