import { Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import type { Place } from "../../../application/account/auth-flows.port";
import type { RegistrationDetails } from "../../../application/account/registration.model";
import { validateRegistration, type FormError, type RegistrationField } from "../../../domain/auth-forms";
import { Button } from "../../kit/button";
import { PhoneField } from "../../kit/phone-field";
import { TextField } from "../../kit/text-field";
import { translateError } from "../../i18n/validation-messages";
import { PlaceSelect } from "./place-select";
import { TermsCheck } from "./terms-check";
import { useFocusFirst } from "./use-focus-first";
import { useRefusalFlag } from "./use-refusal-flag";

/** The region and district lists and the choice, as the places model holds them. */
export interface PlaceChoice {
  regions: readonly Place[];
  districts: readonly Place[];
  region: number | null;
  district: number | null;
  regionsLoading: boolean;
  districtsLoading: boolean;
  regionsFailed: boolean;
  districtsFailed: boolean;
}

export interface RegisterDetailsStepProps {
  places: PlaceChoice;
  /** What was sent before, when the shopper came back to correct it. */
  initial: RegistrationDetails | null;
  termsHref: string;
  pending: boolean;
  /** The field the server refused (spec section 8: the phone), flagged until edited. */
  flag: "phone" | "district" | null;
  onRegionChange: (id: number | null) => void;
  onDistrictChange: (id: number | null) => void;
  onPlacesRetry: () => void;
  onSubmit: (details: RegistrationDetails) => void;
  onEdited?: () => void;
}

/** The order the fields show in: a form error's message goes under the first failing one. */
const ORDER: readonly RegistrationField[] = ["full_name", "phone", "region", "district", "checked"];

/**
 * Step 1 of registration: full name, phone, region, district and the terms box, checked with the domain's
 * validateRegistration (phone_error for the phone, fill_in_form for anything else).
 */
export function RegisterDetailsStep(props: RegisterDetailsStepProps) {
  const { places, initial, pending, onSubmit } = props;
  const { i18n, t } = useLingui();
  const [fullName, setFullName] = useState(initial?.fullName ?? "");
  const [phone, setPhone] = useState(initial?.phone ?? "");
  const [checked, setChecked] = useState(initial !== null);
  const [error, setError] = useState<FormError<RegistrationField> | null>(null);
  const [flagged, edited] = useRefusalFlag(props.flag, props.onEdited);
  const form = useFocusFirst<HTMLFormElement>();

  const touched = (field: RegistrationField) => {
    setError((current) => (current?.fields.includes(field) ? null : current));
    if (field === flagged || (flagged === "district" && field === "region")) edited();
  };
  const messageAt =
    error && (error.code === "PHONE.INVALID" ? "phone" : ORDER.find((f) => error.fields.includes(f)));
  const messageFor = (field: RegistrationField) =>
    error && messageAt === field ? translateError(i18n, error) : undefined;
  const marked = (field: RegistrationField) =>
    field === flagged || (error?.fields.includes(field) ?? false) ? messageAt !== field : false;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const input = { full_name: fullName, phone, region: places.region, district: places.district, checked };
    const result = validateRegistration(input);
    if (!result.ok) {
      setError(result.error);
      const first = result.error.code === "PHONE.INVALID" ? "phone" : result.error.fields[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const { full_name, phone: digits } = result.value;
    onSubmit({ fullName: full_name, phone: digits, region: places.region!, district: places.district! });
  };

  const regionFirst = places.region === null;
  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-busy={pending || undefined}
      data-testid="register-details"
    >
      <Stack gap="4">
        <TextField
          name="full_name"
          label={t({ id: "account.register.fullName", message: "Full name" })}
          value={fullName}
          onChange={(value) => {
            setFullName(value);
            touched("full_name");
          }}
          autoComplete="name"
          required
          error={messageFor("full_name")}
          {...(marked("full_name") ? { "aria-invalid": true as const } : {})}
        />
        <PhoneField
          name="phone"
          label={t({ id: "account.register.phone", message: "Phone number" })}
          value={phone}
          onChange={(digits) => {
            if (digits === phone) return;
            setPhone(digits);
            touched("phone");
          }}
          autoComplete="tel"
          required
          error={messageFor("phone")}
          {...(marked("phone") ? { "aria-invalid": true as const } : {})}
        />
        <PlaceSelect
          name="region"
          label={t({ id: "account.register.region", message: "Region" })}
          placeholder={t({ id: "account.register.chooseRegion", message: "Choose a region" })}
          places={places.regions}
          value={places.region}
          onChange={(id) => {
            props.onRegionChange(id);
            touched("region");
          }}
          loading={places.regionsLoading}
          failed={places.regionsFailed}
          onRetry={props.onPlacesRetry}
          error={messageFor("region")}
          invalid={marked("region")}
        />
        <PlaceSelect
          name="district"
          label={t({ id: "account.register.district", message: "District" })}
          placeholder={
            regionFirst
              ? t({ id: "account.register.regionFirst", message: "Choose a region first" })
              : t({ id: "account.register.chooseDistrict", message: "Choose a district" })
          }
          places={places.districts}
          value={places.district}
          onChange={(id) => {
            props.onDistrictChange(id);
            touched("district");
          }}
          loading={places.districtsLoading}
          failed={places.districtsFailed}
          onRetry={props.onPlacesRetry}
          disabled={regionFirst}
          error={messageFor("district")}
          invalid={marked("district")}
        />
        <TermsCheck
          checked={checked}
          onChange={(next) => {
            setChecked(next);
            touched("checked");
          }}
          termsHref={props.termsHref}
          error={messageFor("checked")}
          invalid={marked("checked")}
        />
        <Button type="submit" variant="primary" width="full" loading={pending}>
          {t({ id: "account.register.sendCode", message: "Get a code" })}
        </Button>
      </Stack>
    </form>
  );
}
