import { Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useEffect } from "react";
import type { Account } from "../../../application/account/account.types";
import {
  $profileEditPending,
  $profileEditRefusal,
  $profileEditSaved,
  profileEditEdited,
  profileEditLeft,
  profileEditSubmitted,
} from "../../../application/account/profile-edit.model";
import {
  $passwordChangePending,
  $passwordChangeRefusal,
  $passwordChanged,
  passwordChangeEdited,
  passwordChangeLeft,
  passwordChangeSubmitted,
} from "../../../application/account/password-change.model";
import {
  $phoneChangePending,
  $phoneChangeRefusal,
  $phoneChangeStep,
  $phoneChangeTicket,
  $phoneCodeFailed,
  $phoneCodePending,
  phoneChangeEdited,
  phoneChangeLeft,
  phoneChangeRequested,
  phoneChangeRestarted,
  phoneCodeEdited,
  phoneCodeResent,
  phoneCodeSubmitted,
} from "../../../application/account/phone-change.model";
import {
  $masterCodeFailed,
  $masterCodePending,
  $masterMessage,
  $masterPending,
  $masterRefusal,
  $masterSentAt,
  $masterStep,
  masterCodeEdited,
  masterCodeSubmitted,
  masterLeft,
  masterRequested,
} from "../../../application/account/master.model";
import {
  $cardAddPending,
  $cardAddRefusal,
  $cardAddStep,
  $cardCodeFailed,
  $cardCodePending,
  $cardDraft,
  $cardRemovePending,
  $cardRemoveRefusal,
  $cards,
  $cardSaved,
  $cardsFailed,
  $cardTicket,
  $cardToRemove,
  cardAddClosed,
  cardAddOpened,
  cardAddRestarted,
  cardAddSubmitted,
  cardCodeEdited,
  cardCodeResent,
  cardCodeSubmitted,
  cardFormEdited,
  cardRemoveAsked,
  cardRemoveCancelled,
  cardRemoveConfirmed,
  cardsLeft,
  cardsOpened,
} from "../../../application/cards/cards.model";
import { ChevronLeftIcon } from "../../layout/icons";
import { pathTo } from "../../routing/route-names";
import { CardsView } from "./cards-view";
import { MasterConfirmation } from "./master-confirmation";
import { PageLink } from "./page-link";
import { PasswordChangeForm } from "./password-change-form";
import { PhoneChangeFlow } from "./phone-change-flow";
import { ProfileEditForm } from "./profile-edit-form";
import { ProfileSafety } from "./profile-safety";

// The profile's forms wired to their models. Each resets its model when the page is left, so coming back
// starts afresh (and a half-done phone change never reappears days later).

export function ProfileEditSection({ account }: { account: Account }) {
  const [pending, saved, refusal, submit, edited, left] = useUnit([
    $profileEditPending,
    $profileEditSaved,
    $profileEditRefusal,
    profileEditSubmitted,
    profileEditEdited,
    profileEditLeft,
  ]);
  useEffect(() => () => left(), [left]);
  return (
    <ProfileEditForm
      account={account}
      pending={pending}
      saved={saved}
      refusal={refusal}
      onSubmit={submit}
      onEdited={edited}
    />
  );
}

export function PasswordChangeSection() {
  const [pending, done, refusal, submit, edited, left] = useUnit([
    $passwordChangePending,
    $passwordChanged,
    $passwordChangeRefusal,
    passwordChangeSubmitted,
    passwordChangeEdited,
    passwordChangeLeft,
  ]);
  useEffect(() => () => left(), [left]);
  return (
    <PasswordChangeForm pending={pending} done={done} refusal={refusal} onSubmit={submit} onEdited={edited} />
  );
}

export function PhoneChangeSection({ account }: { account: Account }) {
  const state = useUnit({
    step: $phoneChangeStep,
    ticket: $phoneChangeTicket,
    requestPending: $phoneChangePending,
    codePending: $phoneCodePending,
    codeFailed: $phoneCodeFailed,
    refusal: $phoneChangeRefusal,
  });
  const on = useUnit({
    request: phoneChangeRequested,
    formEdited: phoneChangeEdited,
    code: phoneCodeSubmitted,
    codeEdited: phoneCodeEdited,
    resend: phoneCodeResent,
    restart: phoneChangeRestarted,
    left: phoneChangeLeft,
  });
  const { left } = on;
  useEffect(() => () => left(), [left]);
  return (
    <PhoneChangeFlow
      step={state.step}
      currentPhone={account.phone}
      sent={state.ticket}
      requestPending={state.requestPending}
      codePending={state.codePending}
      codeFailed={state.codeFailed}
      refusal={state.refusal}
      onRequest={on.request}
      onFormEdited={on.formEdited}
      onCode={on.code}
      onCodeEdited={on.codeEdited}
      onResend={on.resend}
      onRestart={on.restart}
    />
  );
}

export function MasterSection({ account }: { account: Account }) {
  const state = useUnit({
    step: $masterStep,
    sentAt: $masterSentAt,
    requestPending: $masterPending,
    codePending: $masterCodePending,
    codeFailed: $masterCodeFailed,
    refusal: $masterRefusal,
    message: $masterMessage,
  });
  const [request, code, codeEdited, left] = useUnit([
    masterRequested,
    masterCodeSubmitted,
    masterCodeEdited,
    masterLeft,
  ]);
  useEffect(() => () => left(), [left]);
  return (
    <MasterConfirmation
      phone={account.phone}
      isMaster={account.isMaster}
      {...state}
      onRequest={request}
      onCode={code}
      onCodeEdited={codeEdited}
    />
  );
}

/** The cards: loaded when the section opens, and a half-done addition dropped when it is left. */
export function CardsSection() {
  const state = useUnit({
    cards: $cards,
    failed: $cardsFailed,
    step: $cardAddStep,
    draft: $cardDraft,
    ticket: $cardTicket,
    addPending: $cardAddPending,
    codePending: $cardCodePending,
    codeFailed: $cardCodeFailed,
    refusal: $cardAddRefusal,
    saved: $cardSaved,
    toRemove: $cardToRemove,
    removePending: $cardRemovePending,
    removeRefusal: $cardRemoveRefusal,
  });
  const on = useUnit({
    opened: cardsOpened,
    left: cardsLeft,
    onAdd: cardAddOpened,
    onSubmit: cardAddSubmitted,
    onFormEdited: cardFormEdited,
    onCode: cardCodeSubmitted,
    onCodeEdited: cardCodeEdited,
    onResend: cardCodeResent,
    onRestart: cardAddRestarted,
    onCancel: cardAddClosed,
    onRemove: cardRemoveAsked,
    onRemoveCancel: cardRemoveCancelled,
    onRemoveConfirm: cardRemoveConfirmed,
  });
  const { opened, left, ...handlers } = on;
  useEffect(() => {
    opened();
    return () => left();
  }, [opened, left]);
  return <CardsView {...state} {...handlers} />;
}

export type ProfileFormsSection =
  "details" | "cards" | "settings" | "edit" | "change-password" | "change-number";

function BackToSettings() {
  const { t } = useLingui();
  return (
    <PageLink to={pathTo("profile-settings")} testId="profile-back-to-settings">
      <ChevronLeftIcon aria-hidden />
      {t({ id: "profile.backToSettings", message: "Back to settings" })}
    </PageLink>
  );
}

/**
 * What a profile page shows once the session is known, beyond the section's own summary: under the details
 * a way to edit them and the master confirmation, under the settings the safety block, or the page's form.
 */
export function ProfileForms({ section, account }: { section: ProfileFormsSection; account: Account }) {
  const { t } = useLingui();
  if (section === "edit") return <ProfileEditSection account={account} />;
  if (section === "cards") return <CardsSection />;
  if (section === "settings") return <ProfileSafety />;
  if (section === "change-password" || section === "change-number") {
    return (
      <Stack gap="6">
        <BackToSettings />
        {section === "change-password" ? <PasswordChangeSection /> : <PhoneChangeSection account={account} />}
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <PageLink to={pathTo("profile-edit")} testId="profile-edit-link">
        {t({ id: "profile.edit.link", message: "Edit personal details" })}
      </PageLink>
      <MasterSection account={account} />
    </Stack>
  );
}
