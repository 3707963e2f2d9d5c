import { Button, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { CourierDetails } from "../../../application/admin/admin.types";
import { Modal } from "../../kit/modal";
import { TextField } from "../../kit/text-field";

interface DialogProps {
  open: boolean;
  pending: boolean;
  /** The server's refusal, already translated. */
  refusal: string | null;
  onClose: () => void;
}

function Refusal({ text }: { text: string | null }) {
  return text ? (
    <Text role="alert" color="fg.error" data-testid="move-refusal">
      {text}
    </Text>
  ) : null;
}

/** Dispatch: the courier's name, phone and car number, each required. */
export function DispatchDialog({
  open,
  pending,
  refusal,
  onClose,
  onSubmit,
}: DialogProps & {
  onSubmit: (courier: CourierDetails) => void;
}) {
  const { t } = useLingui();
  const [courier, setCourier] = useState<CourierDetails>({ name: "", phone: "", carNumber: "" });
  const [tried, setTried] = useState(false);
  const required = t({ id: "admin.form.required", message: "Fill this in" });
  const missing = (v: string) => (tried && v.trim() === "" ? required : undefined);
  const submit = () => {
    setTried(true);
    if (courier.name.trim() && courier.phone.trim() && courier.carNumber.trim()) onSubmit(courier);
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t({ id: "admin.dispatch.title", message: "Hand to a courier" })}
      footer={
        <Button colorPalette="brand" loading={pending} onClick={submit} data-testid="dispatch-submit">
          {t({ id: "admin.dispatch.submit", message: "Dispatch" })}
        </Button>
      }
    >
      <Stack as="form" gap="3" onSubmit={(e) => (e.preventDefault(), submit())}>
        <TextField
          label={t({ id: "admin.dispatch.name", message: "Courier's name" })}
          value={courier.name}
          required
          error={missing(courier.name)}
          onChange={(name) => setCourier({ ...courier, name })}
        />
        <TextField
          label={t({ id: "admin.dispatch.phone", message: "Courier's phone" })}
          value={courier.phone}
          required
          inputMode="tel"
          error={missing(courier.phone)}
          onChange={(phone) => setCourier({ ...courier, phone })}
        />
        <TextField
          label={t({ id: "admin.dispatch.car", message: "Car number" })}
          value={courier.carNumber}
          required
          maxLength={20}
          error={missing(courier.carNumber)}
          onChange={(carNumber) => setCourier({ ...courier, carNumber })}
        />
        <Refusal text={refusal} />
        <button type="submit" hidden />
      </Stack>
    </Modal>
  );
}

/** Cancel: the reason, which the shopper reads in the order's log. */
export function CancelDialog({
  open,
  pending,
  refusal,
  onClose,
  onSubmit,
}: DialogProps & {
  onSubmit: (reason: string) => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const submit = () => {
    setTried(true);
    if (reason.trim()) onSubmit(reason.trim());
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t({ id: "admin.cancel.title", message: "Cancel the order" })}
      footer={
        <Button colorPalette="red" loading={pending} onClick={submit} data-testid="cancel-submit">
          {t({ id: "admin.cancel.submit", message: "Cancel the order" })}
        </Button>
      }
    >
      <Stack as="form" gap="3" onSubmit={(e) => (e.preventDefault(), submit())}>
        <TextField
          label={t({ id: "admin.cancel.reason", message: "Reason, as the shopper will read it" })}
          value={reason}
          required
          maxLength={500}
          error={
            tried && !reason.trim() ? t({ id: "admin.form.required", message: "Fill this in" }) : undefined
          }
          onChange={setReason}
        />
        <Refusal text={refusal} />
        <button type="submit" hidden />
      </Stack>
    </Modal>
  );
}
