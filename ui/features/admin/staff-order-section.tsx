import { useUnit } from "effector-react";
import { useEffect } from "react";
import {
  $movePending,
  $moveRefusal,
  $movesMade,
  $staffOrder,
  $staffOrderStatus,
  moveRequested,
  moveReset,
  staffOrderOpened,
} from "../../../application/admin/staff-order.model";
import { RouterLink } from "../orders/router-link";
import { StaffOrderPanel } from "./staff-order-panel";
import { useRefusalWords } from "./use-refusal-words";

/** /admin/orders/:id: the order, and its moves sent to the server. */
export function StaffOrderSection({ id }: { id: number }) {
  const [order, status, pending, refusal, made, opened, move, reset] = useUnit([
    $staffOrder,
    $staffOrderStatus,
    $movePending,
    $moveRefusal,
    $movesMade,
    staffOrderOpened,
    moveRequested,
    moveReset,
  ]);
  useEffect(() => void opened(id), [id, opened]);
  return (
    <StaffOrderPanel
      status={status}
      order={order}
      movePending={pending}
      refusal={useRefusalWords(refusal)}
      movesMade={made}
      onMove={(m) => move({ move: m })}
      onDispatch={(courier) => move({ move: "dispatch", courier })}
      onCancel={(reason) => move({ move: "cancel", reason })}
      onDialog={reset}
      onRetry={() => opened(id)}
      linkAs={RouterLink}
    />
  );
}
