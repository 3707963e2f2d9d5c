import { Box, Flex, Stack, Table, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { LoadStatus } from "../../../../application/app/deps";
import type { AdminPromoCode, PromoMove } from "../../../../application/admin/sections/promo.types";
import { PromoMoves } from "./promo-moves";
import { PromoStateBadge } from "./promo-state-badge";
import { usePromoTerms } from "./promo-words";
import { ListEmpty, ListFailed, ListLoading } from "../list-states";

// The theme leaves Chakra's table recipe out of the first load (ui/theme/system.ts): cells styled here, as
// the queue's are.
const HEAD = {
  px: "2",
  py: "2",
  textAlign: "start",
  verticalAlign: "bottom",
  fontWeight: "semibold",
  color: "fg.muted",
  borderBottomWidth: "1px",
} as const;
const CELL = { px: "2", py: "2.5", verticalAlign: "top", borderBottomWidth: "1px" } as const;

export interface PromoListProps {
  status: LoadStatus;
  codes: readonly AdminPromoCode[] | null;
  /** Words for a refused load, already translated. */
  errorText?: string | undefined;
  /** The code whose move is on its way. */
  moving: string | null;
  /** The last refused move: its code and the refusal in words. */
  moveRefusal: { code: string; text: string } | null;
  onMove: (code: string, move: PromoMove) => void;
  onRetry: () => void;
}

/** The promo codes: a table on a wide screen, cards on a phone; or their loading, empty or error. */
export function PromoList({
  status,
  codes,
  errorText,
  moving,
  moveRefusal,
  onMove,
  onRetry,
}: PromoListProps) {
  const { t } = useLingui();
  const terms = usePromoTerms();
  if (status === "error") {
    return (
      <ListFailed
        testId="promo-error"
        text={errorText ?? t({ id: "admin.promo.error", message: "The promo codes could not be loaded." })}
        onRetry={onRetry}
      />
    );
  }
  if (!codes) {
    return (
      <ListLoading
        testId="promo-loading"
        label={t({ id: "admin.promo.loading", message: "Loading the promo codes" })}
      />
    );
  }
  if (codes.length === 0) {
    return (
      <ListEmpty testId="promo-empty">
        {t({ id: "admin.promo.empty", message: "There are no promo codes yet." })}
      </ListEmpty>
    );
  }
  const moves = (c: AdminPromoCode) => (
    <PromoMoves
      promo={c}
      pending={moving === c.code}
      busy={moving !== null}
      refusal={moveRefusal?.code === c.code ? moveRefusal.text : null}
      onMove={onMove}
    />
  );
  const heads = {
    code: t({ id: "admin.promo.code", message: "Code" }),
    discount: t({ id: "admin.promo.discount", message: "Discount" }),
    minOrder: t({ id: "admin.promo.minOrder", message: "Minimum order" }),
    window: t({ id: "admin.promo.window", message: "Valid" }),
    uses: t({ id: "admin.promo.uses", message: "Used" }),
    state: t({ id: "admin.promo.state", message: "State" }),
    actions: t({ id: "admin.promo.actions", message: "Actions" }),
  };
  return (
    <Box aria-busy={status === "pending"} data-testid="promo-list">
      <Box display={{ base: "none", lg: "block" }}>
        <Table.Root w="full" textStyle="sm" borderCollapse="collapse">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader {...HEAD}>{heads.code}</Table.ColumnHeader>
              <Table.ColumnHeader {...HEAD} textAlign="end">
                {heads.discount}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...HEAD} textAlign="end">
                {heads.minOrder}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...HEAD}>{heads.window}</Table.ColumnHeader>
              <Table.ColumnHeader {...HEAD}>{heads.uses}</Table.ColumnHeader>
              <Table.ColumnHeader {...HEAD}>{heads.state}</Table.ColumnHeader>
              <Table.ColumnHeader {...HEAD}>{heads.actions}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {codes.map((c) => (
              <Table.Row key={c.code} data-code={c.code} _hover={{ bg: "bg.muted" }}>
                <Table.Cell {...CELL} fontFamily="mono" fontWeight="semibold">
                  {c.code}
                </Table.Cell>
                <Table.Cell {...CELL} textAlign="end" whiteSpace="nowrap">
                  {terms.discount(c)}
                </Table.Cell>
                <Table.Cell {...CELL} textAlign="end" whiteSpace="nowrap">
                  {terms.minOrder(c)}
                </Table.Cell>
                <Table.Cell {...CELL}>{terms.window(c)}</Table.Cell>
                <Table.Cell {...CELL} whiteSpace="nowrap">
                  {terms.uses(c)}
                </Table.Cell>
                <Table.Cell {...CELL}>
                  <PromoStateBadge state={c.state} />
                </Table.Cell>
                <Table.Cell {...CELL} minW="52">
                  {moves(c)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack as="ul" listStyleType="none" gap="3" display={{ base: "flex", lg: "none" }}>
        {codes.map((c) => (
          <Box as="li" key={c.code} data-code={c.code} borderWidth="1px" borderRadius="l2" p="3">
            <Flex justify="space-between" align="center" gap="2" wrap="wrap" mb="1">
              <Text fontFamily="mono" fontWeight="semibold" wordBreak="break-all">
                {c.code}
              </Text>
              <PromoStateBadge state={c.state} />
            </Flex>
            <Box
              as="dl"
              textStyle="sm"
              display="grid"
              gridTemplateColumns="auto 1fr"
              columnGap="3"
              rowGap="0.5"
            >
              <Text as="dt" color="fg.muted">
                {heads.discount}
              </Text>
              <Text as="dd" fontWeight="semibold">
                {terms.discount(c)}
              </Text>
              <Text as="dt" color="fg.muted">
                {heads.minOrder}
              </Text>
              <Text as="dd">{terms.minOrder(c)}</Text>
              <Text as="dt" color="fg.muted">
                {heads.window}
              </Text>
              <Text as="dd">{terms.window(c)}</Text>
              <Text as="dt" color="fg.muted">
                {heads.uses}
              </Text>
              <Text as="dd">{terms.uses(c)}</Text>
            </Box>
            <Box mt="3" _empty={{ display: "none" }}>
              {moves(c)}
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
