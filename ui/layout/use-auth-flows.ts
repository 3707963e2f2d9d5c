import type { I18n } from "@lingui/core";
import { createWatch, type Scope } from "effector";
import { useUnit } from "effector-react";
import { useEffect } from "react";
import { $authView, authViewChosen } from "../../application/account/auth-view.model";
import {
  $resetFailed,
  $resetPending,
  $resetPhone,
  $resetSentAt,
  $resetStep,
  passwordReset,
  resetCodeResent,
  resetCodeSent,
  resetCodeSubmitted,
  resetEdited,
  resetPasswordSubmitted,
  resetPhoneReopened,
  resetPhoneSubmitted,
  resetRejected,
} from "../../application/account/password-reset.model";
import {
  $district,
  $districts,
  $districtsFailed,
  $districtsLoading,
  $region,
  $regions,
  $regionsFailed,
  $regionsLoading,
  districtChosen,
  placesRetried,
  regionChosen,
} from "../../application/account/registration-places.model";
import {
  $registrationDetails,
  $registrationFlag,
  $registrationPending,
  $registrationSentAt,
  $registrationStep,
  registered,
  registrationCodeResent,
  registrationCodeSubmitted,
  registrationDetailsReopened,
  registrationDetailsSubmitted,
  registrationEdited,
  registrationPasswordSubmitted,
  registrationRejected,
} from "../../application/account/registration.model";
import type { Refusal } from "../../application/shared/refusal";
import { localizePath } from "../../application/visitor/routes";
import type { Language } from "../../application/visitor/visitor";
import type { LoginModalProps } from "../features/account/login-modal";
import { AUTH_NOTICES } from "../features/account/auth-notices";
import { showToast } from "../kit/toast";
import { pathTo } from "../routing/route-names";
import { loadRefusalText } from "../i18n/lazy-refusal-text";

/**
 * A refusal as a toast: the server's words as they are; a code, or the generic error, through the messages
 * table, which stays out of the first load.
 */
export function toastRefusal(i18n: I18n, refusal: Refusal): void {
  if (refusal.code === null && refusal.words) showToast("error", refusal.words);
  else void loadRefusalText().then((m) => showToast("error", m.refusalText(i18n, refusal)));
}

/** The register and password views' props, from their models. */
export function useAuthFlows(
  language: Language,
): Pick<LoginModalProps, "view" | "onViewChange" | "register" | "reset"> {
  const r = useUnit({
    view: $authView,
    step: $registrationStep,
    pending: $registrationPending,
    flag: $registrationFlag,
    details: $registrationDetails,
    sentAt: $registrationSentAt,
    regions: $regions,
    districts: $districts,
    region: $region,
    district: $district,
    regionsLoading: $regionsLoading,
    districtsLoading: $districtsLoading,
    regionsFailed: $regionsFailed,
    districtsFailed: $districtsFailed,
  });
  const p = useUnit({
    step: $resetStep,
    pending: $resetPending,
    failed: $resetFailed,
    phone: $resetPhone,
    sentAt: $resetSentAt,
  });
  const on = useUnit({
    authViewChosen,
    regionChosen: regionChosen,
    districtChosen: districtChosen,
    placesRetried: placesRetried,
    detailsSubmitted: registrationDetailsSubmitted,
    codeSubmitted: registrationCodeSubmitted,
    codeResent: registrationCodeResent,
    passwordSubmitted: registrationPasswordSubmitted,
    edited: registrationEdited,
    detailsReopened: registrationDetailsReopened,
    resetPhoneSubmitted: resetPhoneSubmitted,
    resetCodeSubmitted: resetCodeSubmitted,
    resetCodeResent: resetCodeResent,
    resetPasswordSubmitted: resetPasswordSubmitted,
    resetEdited: resetEdited,
    resetPhoneReopened: resetPhoneReopened,
  });

  return {
    view: r.view,
    onViewChange: on.authViewChosen,
    register: {
      step: r.step,
      pending: r.pending,
      flag: r.flag,
      details: r.details,
      sentAt: r.sentAt,
      places: {
        regions: r.regions,
        districts: r.districts,
        region: r.region,
        district: r.district,
        regionsLoading: r.regionsLoading,
        districtsLoading: r.districtsLoading,
        regionsFailed: r.regionsFailed,
        districtsFailed: r.districtsFailed,
      },
      termsHref: localizePath(pathTo("pages-slug", { slug: "user-agreement" }), language),
      onRegionChange: on.regionChosen,
      onDistrictChange: on.districtChosen,
      onPlacesRetry: on.placesRetried,
      onDetailsSubmit: on.detailsSubmitted,
      onCodeSubmit: on.codeSubmitted,
      onResend: on.codeResent,
      onPasswordSubmit: on.passwordSubmitted,
      onEdited: on.edited,
      onChangePhone: on.detailsReopened,
    },
    reset: {
      ...p,
      onPhoneSubmit: on.resetPhoneSubmitted,
      onCodeSubmit: on.resetCodeSubmitted,
      onResend: on.resetCodeResent,
      onPasswordSubmit: on.resetPasswordSubmitted,
      onEdited: on.resetEdited,
      onChangePhone: on.resetPhoneReopened,
    },
  };
}

/** The flows' toasts: every refusal, a new account, a reset code sent, a password changed. */
export function useAuthFlowToasts(scope: Scope | null, i18n: I18n): void {
  useEffect(() => {
    if (!scope) return undefined;
    const watches = [
      createWatch({
        unit: registrationRejected,
        scope,
        fn: (refusal) => toastRefusal(i18n, refusal),
      }),
      createWatch({ unit: resetRejected, scope, fn: (refusal) => toastRefusal(i18n, refusal) }),
      createWatch({
        unit: registered,
        scope,
        fn: () => showToast("success", i18n._(AUTH_NOTICES.registered)),
      }),
      createWatch({
        unit: resetCodeSent,
        scope,
        fn: () => showToast("success", i18n._(AUTH_NOTICES.resetCodeSent)),
      }),
      createWatch({
        unit: passwordReset,
        scope,
        fn: (words) => showToast("success", words || i18n._(AUTH_NOTICES.passwordChanged)),
      }),
    ];
    return () => watches.forEach((unwatch) => unwatch());
  }, [scope, i18n]);
}
