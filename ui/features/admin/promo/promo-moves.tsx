import { Button, Flex, Text } from "@chakra-ui/react";
import {
  promoMovesOf,
  type AdminPromoCode,
  type PromoMove,
} from "../../../../application/admin/sections/promo.types";
import { usePromoMoveLabel } from "./promo-words";

export interface PromoMovesProps {
  promo: AdminPromoCode;
  /** A move for this code is on its way. */
  pending: boolean;
  /** Another code's move is on its way: one at a time. */
  busy: boolean;
  /** The server's refusal of this code's last move, already translated. */
  refusal: string | null;
  onMove: (code: string, move: PromoMove) => void;
}

/** The moves the code's state allows; the group is named by the code, so "Pause" is heard with it. */
export function PromoMoves({ promo, pending, busy, refusal, onMove }: PromoMovesProps) {
  const moves = promoMovesOf(promo.state);
  const label = usePromoMoveLabel();
  return (
    <>
      {moves.length > 0 && (
        <Flex role="group" aria-label={promo.code} gap="2" wrap="wrap" data-testid="promo-moves">
          {moves.map((move) => (
            <Button
              key={move}
              size="sm"
              minH={{ base: "11", lg: "9" }}
              flex={{ base: "1", lg: "initial" }}
              variant="outline"
              colorPalette={move === "expire" ? "red" : "gray"}
              loading={pending}
              disabled={busy && !pending}
              onClick={() => onMove(promo.code, move)}
            >
              {label(move)}
            </Button>
          ))}
        </Flex>
      )}
      {refusal && (
        <Text role="alert" color="fg.error" textStyle="sm" mt="1" data-testid="promo-move-refusal">
          {refusal}
        </Text>
      )}
    </>
  );
}
