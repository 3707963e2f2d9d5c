import { HStack, Spinner, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Place } from "../../../application/account/auth-flows.port";
import { FieldFrame } from "../../kit/field-frame";
import { PlainSelect } from "../../kit/plain-select";
import { LinkButton } from "./link-button";

export interface PlaceSelectProps {
  name: string;
  label: string;
  /** The first, empty option: what to do, or why there is nothing to choose yet. */
  placeholder: string;
  places: readonly Place[];
  value: number | null;
  onChange: (id: number | null) => void;
  loading: boolean;
  /** The list failed to load: said under the field, with a way to ask again. */
  failed: boolean;
  onRetry: () => void;
  disabled?: boolean;
  error?: string | undefined;
  /** Marked invalid without a message of its own (the message is under another field). */
  invalid?: boolean;
}

/** A region or district on the native select (keyboard and screen readers for free), in the kit's frame. */
export function PlaceSelect({
  name,
  label,
  placeholder,
  places,
  value,
  onChange,
  loading,
  failed,
  onRetry,
  disabled,
  error,
  invalid,
}: PlaceSelectProps) {
  const { t } = useLingui();
  const helper = loading ? (
    <HStack as="span" gap="2">
      <Spinner size="xs" />
      {t({ id: "account.places.loading", message: "Loading the list…" })}
    </HStack>
  ) : failed ? (
    <HStack as="span" gap="2" wrap="wrap">
      <Text as="span">{t({ id: "account.places.failed", message: "The list did not load." })}</Text>
      <LinkButton onClick={onRetry}>{t({ id: "account.places.retry", message: "Try again" })}</LinkButton>
    </HStack>
  ) : undefined;

  return (
    <FieldFrame label={label} error={error} helperText={helper} required disabled={disabled}>
      {(control) => (
        <PlainSelect
          {...control}
          name={name}
          minW="full"
          value={value === null ? "" : String(value)}
          onChange={(event) => onChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
          disabled={disabled}
          required
          aria-invalid={error || invalid ? true : undefined}
          aria-busy={loading || undefined}
        >
          <option value="">{placeholder}</option>
          {places.map((place) => (
            <option key={place.id} value={place.id}>
              {place.title}
            </option>
          ))}
        </PlainSelect>
      )}
    </FieldFrame>
  );
}
