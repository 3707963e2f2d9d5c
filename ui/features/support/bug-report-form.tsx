import { Field, Stack, Textarea } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { LoadStatus } from "../../../application/app/deps";
import { BUG_REPORT_MAX, type BugReport } from "../../../application/support/support.types";
import { validateField, textMinLength } from "../../../domain/validation";
import { translateError } from "../../i18n/validation-messages";
import { Button } from "../../kit/button";
import { FormNote } from "../profile/form-note";
import { checkPhotos } from "./check-photos";
import { PhotoAttachments } from "./photo-attachments";

export interface BugReportFormProps {
  onSubmit: (report: BugReport) => void;
  /** Any change after a refusal or a success: the note about the last report goes. */
  onEdited: () => void;
  status: LoadStatus;
  /** The server's refusal, translated. */
  refusal: string | null;
}

/**
 * "Report a bug": what went wrong (at least 4 characters) and up to four jpg or png photos. A fifth photo, a
 * file of another kind or one over 5 MB is refused here, before anything is sent; the server checks them
 * again, and its refusal shows above the button. After a success the page mounts a fresh form.
 */
export function BugReportForm({ onSubmit, onEdited, status, refusal }: BugReportFormProps) {
  const { i18n, t } = useLingui();
  const [text, setText] = useState("");
  const [photos, setPhotos] = useState<readonly File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const errorId = `bug-photos-${useId().replace(/[^\w-]/g, "")}`;
  const textError = validateField(text, [textMinLength]);
  const sending = status === "pending";

  const pick = async (files: readonly File[]) => {
    const checked = await checkPhotos(files, photos.length);
    onEdited();
    if (!checked.ok) return setPhotoError(translateError(i18n, checked.error));
    setPhotoError(null);
    setPhotos((current) => [...current, ...checked.value]);
  };
  const remove = (index: number) => {
    onEdited();
    setPhotoError(null);
    setPhotos((current) => current.filter((_, i) => i !== index));
  };

  return (
    <form
      noValidate
      data-testid="bug-report-form"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (textError || sending) return;
        onSubmit({ text: text.trim(), photos });
      }}
    >
      <Stack gap="4">
        <Field.Root invalid={touched && textError !== null} required disabled={sending}>
          <Field.Label>{t({ id: "support.bug.text", message: "What went wrong?" })}</Field.Label>
          <Textarea
            name="content"
            value={text}
            rows={4}
            maxLength={BUG_REPORT_MAX}
            onChange={(event) => {
              setText(event.target.value);
              onEdited();
            }}
          />
          <Field.HelperText>
            {t({ id: "support.bug.hint", message: "Say where it happened and what you expected to see." })}
          </Field.HelperText>
          <Field.ErrorText>{textError && translateError(i18n, textError)}</Field.ErrorText>
        </Field.Root>
        <PhotoAttachments
          photos={photos}
          onPick={(files) => void pick(files)}
          onRemove={remove}
          error={photoError}
          errorId={errorId}
          disabled={sending}
        />
        {refusal && <FormNote kind="error">{refusal}</FormNote>}
        {status === "ready" && (
          <FormNote kind="success">
            {t({
              id: "support.bug.sent",
              message: "Thank you! Your report has been sent to the developers.",
            })}
          </FormNote>
        )}
        <Button
          type="submit"
          loading={sending}
          alignSelf="flex-start"
          minH="11"
          data-testid="bug-report-send"
        >
          {t({ id: "support.bug.send", message: "Send the report" })}
        </Button>
      </Stack>
    </form>
  );
}
