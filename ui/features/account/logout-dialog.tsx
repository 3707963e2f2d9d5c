import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { Button } from "../../kit/button";
import { Modal } from "../../kit/modal";

export interface LogoutDialogProps {
  open: boolean;
  /** The log-out call is running: the confirm button spins and neither button can be pressed again. */
  pending?: boolean;
  /** Cancel, Escape or the close button. */
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The confirmation behind the profile menu's Log out (spec section 2). Cancel has the first focus, so an
 * accidental Enter keeps the visitor signed in.
 */
export function LogoutDialog({ open, pending = false, onCancel, onConfirm }: LogoutDialogProps) {
  const { t } = useLingui();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!pending) onCancel();
      }}
      size="sm"
      initialFocusEl={() => cancel.current}
      title={t({ id: "account.logout.title", message: "Log out" })}
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={pending}>
            {t({ id: "account.logout.cancel", message: "Cancel" })}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={pending}>
            {t({ id: "account.logout.confirm", message: "Log out" })}
          </Button>
        </>
      }
    >
      <Text color="fg.muted">
        {t({ id: "account.logout.text", message: "Do you really want to log out of your account?" })}
      </Text>
    </Modal>
  );
}
