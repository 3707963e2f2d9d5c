import { Box, Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type {
  CourierDetails,
  DetailStatus,
  StaffMove,
  StaffOrder,
} from "../../../application/admin/admin.types";
import { OrderDetail } from "../orders/order-detail";
import { PlainAnchor, type LinkComponent } from "../orders/order-link";
import { phoneOf } from "../orders/order-format";
import { useAdminLabels } from "./admin-labels";
import { CancelDialog, DispatchDialog } from "./move-dialogs";

export interface StaffOrderPanelProps {
  status: DetailStatus;
  order: StaffOrder | null;
  movePending: boolean;
  /** The last move's refusal, already translated. */
  refusal: string | null;
  /** Counts the moves made: a dialog closes when it grows. */
  movesMade: number;
  onMove: (move: "approve" | "depart" | "deliver") => void;
  onDispatch: (courier: CourierDetails) => void;
  onCancel: (reason: string) => void;
  onDialog: () => void;
  onRetry: () => void;
  linkAs?: LinkComponent;
}

/** One order for staff: who placed it, the moves the server allows now, and the shopper's own view of it. */
export function StaffOrderPanel(props: StaffOrderPanelProps) {
  const { t } = useLingui();
  const labels = useAdminLabels();
  const { order, status, movePending, refusal, linkAs = PlainAnchor } = props;
  const [dialog, setDialog] = useState<"dispatch" | "cancel" | null>(null);
  useEffect(() => setDialog(null), [props.movesMade]);
  // The button that made a move, or opened its dialog, goes with the move once the order is read again, and
  // focus would fall to the page's start; it goes to "Next step" instead, once any dialog has let it go.
  const nextStep = useRef<HTMLHeadingElement>(null);
  const moves = order?.moves.join() ?? "";
  useEffect(() => {
    if (props.movesMade === 0 || dialog !== null) return;
    const timer = setTimeout(() => {
      const at = document.activeElement;
      if (!at || at === document.body || !at.isConnected || at.closest("[role=dialog]"))
        nextStep.current?.focus();
    });
    return () => clearTimeout(timer);
  }, [props.movesMade, moves, dialog]);
  const open = (which: "dispatch" | "cancel" | null) => {
    props.onDialog();
    setDialog(which);
  };
  const press = (move: StaffMove) => {
    if (move === "dispatch" || move === "cancel") open(move);
    else props.onMove(move);
  };
  return (
    <Stack gap="6">
      {order && status === "ready" && (
        <Stack gap="4" borderWidth="1px" borderRadius="l3" p={{ base: "3", md: "5" }}>
          <Box>
            <Heading as="h2" size="md">
              {t({ id: "admin.order.shopper", message: "Placed by" })}
            </Heading>
            {order.shopper ? (
              <Text data-testid="order-shopper">
                {order.shopper.fullName || "—"},{" "}
                <a href={phoneOf(order.shopper.phone).href}>{phoneOf(order.shopper.phone).text}</a>
              </Text>
            ) : (
              <Text color="fg.muted">
                {t({ id: "admin.order.noShopper", message: "The account is gone" })}
              </Text>
            )}
          </Box>
          <Box>
            <Heading as="h2" size="md" mb="2" ref={nextStep} tabIndex={-1}>
              {t({ id: "admin.order.moves", message: "Next step" })}
            </Heading>
            {order.moves.length === 0 ? (
              <Text color="fg.muted" data-testid="no-moves">
                {t({ id: "admin.order.noMoves", message: "Nothing more can be done with this order." })}
              </Text>
            ) : (
              <Flex gap="2" wrap="wrap" data-testid="order-moves">
                {order.moves.map((m) => (
                  <Button
                    key={m}
                    minH="11"
                    colorPalette={m === "cancel" ? "red" : "brand"}
                    variant={m === "cancel" ? "outline" : "solid"}
                    loading={movePending && dialog === null}
                    onClick={() => press(m)}
                  >
                    {labels.move[m]}
                  </Button>
                ))}
              </Flex>
            )}
            {dialog === null && refusal && (
              <Text role="alert" color="fg.error" mt="2" data-testid="move-refusal">
                {refusal}
              </Text>
            )}
          </Box>
        </Stack>
      )}
      <OrderDetail
        status={status}
        order={order}
        onRetry={props.onRetry}
        productHref={(slug) => `/products/${slug}`}
        ordersHref="/admin"
        linkAs={linkAs}
        // The back office's page names the order in its own h1.
        titled={false}
        missingWords={{
          text: t({
            id: "admin.order.missingText",
            message: "No order has this number. Check it, or find the order in the queue.",
          }),
          action: t({ id: "admin.order.toQueue", message: "To the queue" }),
        }}
      />
      <DispatchDialog
        key={`d${props.movesMade}`}
        open={dialog === "dispatch"}
        pending={movePending}
        refusal={refusal}
        onClose={() => open(null)}
        onSubmit={props.onDispatch}
      />
      <CancelDialog
        key={`c${props.movesMade}`}
        open={dialog === "cancel"}
        pending={movePending}
        refusal={refusal}
        onClose={() => open(null)}
        onSubmit={props.onCancel}
      />
    </Stack>
  );
}
