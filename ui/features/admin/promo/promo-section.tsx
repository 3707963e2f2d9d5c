import { Button, Flex } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useEffect, useRef, useState } from "react";
import {
  $codesCreated,
  $createPending,
  $createRefusal,
  $movingCode,
  $promoCodes,
  $promoMoveRefusal,
  $promoRefusal,
  $promoStatus,
  promoCreateRequested,
  promoCreateReset,
  promoMoveRequested,
  promoOpened,
} from "../../../../application/admin/sections/promo.model";
import type { PromoMove } from "../../../../application/admin/sections/promo.types";
import { isForbidden, ListRefusal } from "../list-states";
import { useRefusalWords } from "../use-refusal-words";
import { ExpirePromoDialog } from "./expire-promo-dialog";
import { NewPromoDialog } from "./new-promo-dialog";
import { PromoList } from "./promo-list";

/** /admin/promo: the codes with their terms and states, a new code's dialog, and each code's moves. */
export function PromoSection() {
  const { t } = useLingui();
  const [codes, status, refusal, open] = useUnit([$promoCodes, $promoStatus, $promoRefusal, promoOpened]);
  const [created, createPending, createRefusal, create, resetCreate] = useUnit([
    $codesCreated,
    $createPending,
    $createRefusal,
    promoCreateRequested,
    promoCreateReset,
  ]);
  const [moving, moveRefusal, move] = useUnit([$movingCode, $promoMoveRefusal, promoMoveRequested]);
  const [creating, setCreating] = useState(false);
  const [expiring, setExpiring] = useState<string | null>(null);
  const errorText = useRefusalWords(refusal);
  const createText = useRefusalWords(createRefusal);
  const moveText = useRefusalWords(moveRefusal?.refusal ?? null);
  useEffect(() => void open(), [open]);
  // The dialog closes once the code it sent is made; a refusal keeps it open with the words.
  const madeBefore = useRef(created);
  useEffect(() => {
    if (created !== madeBefore.current) setCreating(false);
    madeBefore.current = created;
  }, [created]);
  const onMove = (code: string, m: PromoMove) =>
    m === "expire" ? setExpiring(code) : move({ code, move: m });
  // Refused for the caller's role: a new code would be refused as well.
  const forbidden = status === "error" && isForbidden(refusal);
  return (
    <>
      {!forbidden && (
        <Flex justify="end">
          <Button
            colorPalette="brand"
            minH="11"
            w={{ base: "full", sm: "auto" }}
            onClick={() => {
              resetCreate();
              setCreating(true);
            }}
            data-testid="promo-new"
          >
            {t({ id: "admin.promo.new", message: "New promo code" })}
          </Button>
        </Flex>
      )}
      <ListRefusal refusal={refusal}>
        <PromoList
          status={status}
          codes={codes}
          errorText={refusal?.code || refusal?.words ? (errorText ?? undefined) : undefined}
          moving={moving}
          moveRefusal={moveRefusal && moveText ? { code: moveRefusal.code, text: moveText } : null}
          onMove={onMove}
          onRetry={() => open()}
        />
      </ListRefusal>
      <NewPromoDialog
        open={creating}
        pending={createPending}
        refusal={createText}
        onClose={() => {
          resetCreate();
          setCreating(false);
        }}
        onSubmit={create}
      />
      <ExpirePromoDialog
        code={expiring}
        pending={moving !== null && moving === expiring}
        onClose={() => setExpiring(null)}
        onConfirm={(code) => {
          move({ code, move: "expire" });
          setExpiring(null);
        }}
      />
    </>
  );
}
