import { Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import type { Account } from "../../../application/account/account.types";
import type { AccountEdit } from "../../../application/account/profile.port";
import type { Refusal } from "../../../application/shared/refusal";
import { isBlank } from "../../../domain/validation";
import { translateError } from "../../i18n/validation-messages";
import { Button } from "../../kit/button";
import { TextField } from "../../kit/text-field";
import { AvatarPicker } from "./avatar-picker";
import { FormNote } from "./form-note";
import { placeRefusal, useShownRefusal } from "./refusal-at";

type EditField = "fullName" | "address" | "avatar";
const PLACES = {
  fields: { full_name: "fullName", address: "address", avatar: "avatar" },
  codes: { "IMAGE.WRONG_FORMAT": "avatar", "IMAGE.TOO_LARGE": "avatar" },
} as const;

export interface ProfileEditFormProps {
  account: Account;
  pending?: boolean;
  /** The last save went through; the note goes once the shopper edits again. */
  saved?: boolean;
  refusal?: Refusal | null;
  /** Called with valid input only: a name is given; the picture only when it changes. */
  onSubmit: (edit: AccountEdit) => void;
  onEdited?: () => void;
}

/**
 * Full name, address and picture. A refusal shows under the field the server named, else above the button.
 */
export function ProfileEditForm({
  account,
  pending = false,
  saved = false,
  refusal,
  onSubmit,
  onEdited,
}: ProfileEditFormProps) {
  const { i18n, t } = useLingui();
  const [fullName, setFullName] = useState(account.fullName);
  const [address, setAddress] = useState(account.address);
  const [avatar, setAvatar] = useState<File | "" | undefined>(undefined);
  const [nameError, setNameError] = useState<string | null>(null);
  const [shown, edited] = useShownRefusal(refusal, onEdited);

  // A saved answer is the account as it now is: the form starts again from it.
  const [seen, setSeen] = useState(account);
  if (seen !== account) {
    setSeen(account);
    setFullName(account.fullName);
    setAddress(account.address);
    setAvatar(undefined);
  }

  const placed = shown ? placeRefusal<EditField>(i18n, shown, PLACES) : null;
  const errorAt = (field: EditField) => (placed?.field === field ? placed.text : undefined);
  const change = () => {
    setNameError(null);
    if (shown) edited();
    else if (saved) onEdited?.();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (isBlank(fullName)) {
      setNameError(translateError(i18n, { code: "FIELD.REQUIRED" }));
      event.currentTarget.querySelector<HTMLInputElement>('input[name="fullName"]')?.focus();
      return;
    }
    const edit: AccountEdit = { fullName: fullName.trim(), address: address.trim() };
    onSubmit(avatar === undefined ? edit : { ...edit, avatar });
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={pending || undefined} data-testid="profile-edit-form">
      <Stack gap="5" maxW="lg">
        <AvatarPicker
          name={fullName}
          current={account.avatar}
          value={avatar}
          onChange={(next) => {
            setAvatar(next);
            change();
          }}
          error={errorAt("avatar")}
          disabled={pending}
        />
        <TextField
          name="fullName"
          label={t({ id: "profile.edit.fullName", message: "Full name" })}
          value={fullName}
          onChange={(next) => {
            setFullName(next);
            change();
          }}
          autoComplete="name"
          required
          error={nameError ?? errorAt("fullName")}
        />
        <TextField
          name="address"
          label={t({ id: "profile.edit.address", message: "Address" })}
          value={address}
          onChange={(next) => {
            setAddress(next);
            change();
          }}
          autoComplete="street-address"
          error={errorAt("address")}
        />
        {placed && placed.field === null && <FormNote kind="error">{placed.text}</FormNote>}
        {saved && !shown && (
          <FormNote kind="success" testId="profile-edit-saved">
            {t({ id: "profile.edit.saved", message: "Changes saved" })}
          </FormNote>
        )}
        <Button
          type="submit"
          variant="primary"
          loading={pending}
          alignSelf={{ base: "stretch", sm: "flex-start" }}
          data-testid="profile-edit-submit"
        >
          {t({ id: "profile.edit.submit", message: "Save changes" })}
        </Button>
      </Stack>
    </form>
  );
}
