import { HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { AVATAR_ACCEPT, checkAvatar } from "../../../domain/picture-format";
import { translateError } from "../../i18n/validation-messages";
import { Button } from "../../kit/button";
import { AvatarCircle } from "./avatar-circle";

/** A picture's signature is in its first twelve bytes (domain/picture-format.ts). */
const HEAD_BYTES = 12;

export interface AvatarPickerProps {
  /** The shopper's name: its initial stands in when there is no picture. */
  name: string;
  /** The saved picture, or null. */
  current: string | null;
  /** The change to save: a new picture, "" to remove the saved one, undefined to keep it. */
  value: File | "" | undefined;
  onChange: (value: File | "" | undefined) => void;
  /** The server's refusal of the picture, translated. */
  error?: string | undefined;
  disabled?: boolean | undefined;
}

/** The chosen file's address for the preview, released when another is chosen or the picker goes. */
function usePreview(file: File | "" | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(file instanceof File)) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Choose a jpeg, png or webp picture up to 5 MB, see it before saving, or remove it. The file is judged by
 * its size and first bytes before anything is uploaded: its name and the type the browser reports are easy
 * to get wrong.
 */
export function AvatarPicker({ name, current, value, onChange, error, disabled }: AvatarPickerProps) {
  const { i18n, t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const preview = usePreview(value);
  const id = useId().replace(/[^A-Za-z0-9_-]/g, "");
  const labelId = `avatar-${id}-label`;
  const messageId = `avatar-${id}-message`;
  const shown = value instanceof File ? preview : value === "" ? null : current;
  const message = rejection ?? error;

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again is a change too.
    event.target.value = "";
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
    const checked = checkAvatar(file.size, head);
    if (!checked.ok) {
      setRejection(translateError(i18n, checked.error));
      return;
    }
    setRejection(null);
    onChange(file);
  };

  const remove = () => {
    setRejection(null);
    onChange(current ? "" : undefined);
  };

  return (
    <Stack gap="2" role="group" aria-labelledby={labelId} data-testid="avatar-picker">
      <Text id={labelId} fontWeight="medium" fontSize="sm">
        {t({ id: "profile.avatar.label", message: "Profile picture" })}
      </Text>
      <HStack gap="4" align="center" wrap="wrap">
        <AvatarCircle name={name} src={shown} size="20" data-testid="avatar-preview" />
        <Stack gap="2" align="flex-start">
          <HStack gap="2" wrap="wrap">
            <Button
              variant="secondary"
              size="sm"
              disabled={disabled}
              aria-describedby={message ? messageId : undefined}
              onClick={() => input.current?.click()}
              data-testid="avatar-choose"
            >
              {shown
                ? t({ id: "profile.avatar.change", message: "Change picture" })
                : t({ id: "profile.avatar.choose", message: "Choose a picture" })}
            </Button>
            {shown && (
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={remove}
                data-testid="avatar-remove"
              >
                {t({ id: "profile.avatar.remove", message: "Remove picture" })}
              </Button>
            )}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {t({ id: "profile.avatar.hint", message: "JPEG, PNG or WebP, up to 5 MB" })}
          </Text>
        </Stack>
      </HStack>
      <input
        ref={input}
        type="file"
        name="avatar"
        accept={AVATAR_ACCEPT}
        hidden
        disabled={disabled}
        aria-labelledby={labelId}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        onChange={(event) => void chosen(event)}
      />
      {message && (
        <Text id={messageId} role="alert" fontSize="sm" color={{ base: "red.600", _dark: "red.300" }}>
          {message}
        </Text>
      )}
      {value instanceof File && (
        <Text fontSize="sm" color="fg.muted" data-testid="avatar-unsaved">
          {t({ id: "profile.avatar.unsaved", message: "The new picture is saved with the form" })}
        </Text>
      )}
      {value === "" && (
        <Text fontSize="sm" color="fg.muted" data-testid="avatar-unsaved">
          {t({ id: "profile.avatar.removedUnsaved", message: "The picture is removed when you save" })}
        </Text>
      )}
    </Stack>
  );
}
