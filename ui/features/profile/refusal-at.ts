import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useState } from "react";
import type { Refusal } from "../../../application/shared/refusal";
import { isErrorCode, messageKeyOf } from "../../../domain/errors";
import { MESSAGES } from "../../../domain/messages";
import { translateError, VALIDATION_MESSAGES } from "../../i18n/validation-messages";

/** A refusal placed on the form: the field it is about (null: the form as a whole) and its text. */
export interface PlacedRefusal<F extends string> {
  readonly field: F | null;
  readonly text: string;
}

export interface RefusalPlaces<F extends string> {
  /** The server's field names (`params.field`) as the form's. */
  readonly fields?: Readonly<Record<string, F>>;
  /** Codes that are about one field whatever the answer says (PASSWORD.WRONG_OLD: the old password). */
  readonly codes?: Readonly<Record<string, F>>;
}

const INVALID_HERE = msg({ id: "profile.form.invalidValue", message: "Please check this value" });

/**
 * ui/i18n/refusal-text.ts's rule (the code's text when the answer gave every value it names, else the
 * server's words, else an_error_occurred), restated here: that module is also imported on demand elsewhere,
 * and a module both imported and imported on demand costs every page's first load a runtime chunk.
 */
export function refusalMessage(i18n: I18n, refusal: Refusal): string {
  const { code, params } = refusal;
  if (isErrorCode(code)) {
    const names = [...MESSAGES[messageKeyOf(code, params)].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    if (names.every((name) => params?.[name] !== undefined))
      return translateError(i18n, params ? { code, params } : { code });
  }
  return refusal.words ?? i18n._(VALIDATION_MESSAGES.an_error_occurred);
}

/**
 * Where and how to show a refusal. Under its own field the text does not name the field (the server's
 * names are wire names like new_password); a value the server found invalid without saying why gets a plain
 * "please check".
 */
export function placeRefusal<F extends string>(
  i18n: I18n,
  refusal: Refusal,
  places: RefusalPlaces<F>,
): PlacedRefusal<F> {
  const named = refusal.params?.field;
  const field =
    (refusal.code && places.codes?.[refusal.code]) ??
    (typeof named === "string" ? places.fields?.[named] : undefined) ??
    null;
  if (!field) return { field: null, text: refusalMessage(i18n, refusal) };
  if (refusal.code === "FIELD.INVALID") return { field, text: i18n._(INVALID_HERE) };
  const { field: _, ...params } = refusal.params ?? {};
  return { field, text: refusalMessage(i18n, { ...refusal, params }) };
}

/**
 * A refusal stays shown until the shopper edits the form (spec section 8: flagged fields stay flagged until
 * the input changes); a new refusal shows again. `edited` tells the container once per refusal.
 */
export function useShownRefusal(refusal: Refusal | null | undefined, onEdited?: () => void) {
  const [dismissed, setDismissed] = useState<Refusal | null>(null);
  const shown = refusal && refusal !== dismissed ? refusal : null;
  const edited = () => {
    if (!shown) return;
    setDismissed(shown);
    onEdited?.();
  };
  return [shown, edited] as const;
}
