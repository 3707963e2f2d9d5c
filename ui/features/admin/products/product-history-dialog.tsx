import { Box, Flex, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { LoadStatus } from "../../../../application/app/deps";
import type { AdminProduct, ProductChange } from "../../../../application/admin/sections/products.types";
import { useMoneyText } from "../../../kit/price";
import { phoneOf, useOrderFormat } from "../../orders/order-format";
import { ListFailed } from "../list-states";
import { useProductTexts } from "./product-texts";

export interface ProductHistoryDialogBodyProps {
  status: LoadStatus;
  changes: readonly ProductChange[] | null;
  /** Words for a refused load, already translated. */
  errorText?: string | undefined;
  onRetry: () => void;
}

/** A product's audit log, newest first: each change's field, old → new, who made it and when. */
export function ProductHistory({ status, changes, errorText, onRetry }: ProductHistoryDialogBodyProps) {
  const { t } = useLingui();
  const money = useMoneyText();
  const format = useOrderFormat();
  const texts = useProductTexts();
  if (status === "error") {
    return (
      <ListFailed
        testId="history-error"
        py="0"
        text={
          errorText ?? t({ id: "admin.products.historyError", message: "The history could not be loaded." })
        }
        onRetry={onRetry}
      />
    );
  }
  if (!changes) {
    return (
      <Stack aria-busy="true" gap="2" data-testid="history-loading">
        <Text srOnly>{t({ id: "admin.products.historyLoading", message: "Loading the history" })}</Text>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="12" borderRadius="l2" />
        ))}
      </Stack>
    );
  }
  if (changes.length === 0) {
    return (
      <Text color="fg.muted" py="4" data-testid="history-empty">
        {t({ id: "admin.products.historyEmpty", message: "Nobody has changed this product here yet." })}
      </Text>
    );
  }
  const value = (c: ProductChange, v: number) =>
    c.field === "stock" ? format.number(v) : c.field === "salePrice" && v === 0 ? texts.noSale : money(v);
  const gone = t({ id: "admin.products.historyGone", message: "A deleted account" });
  return (
    <Stack as="ol" listStyleType="none" gap="0" data-testid="history">
      {changes.map((c, i) => (
        <Box as="li" key={i} py="3" borderTopWidth={i === 0 ? "0" : "1px"}>
          <Text fontWeight="semibold">{texts.field[c.field]}</Text>
          <Flex gap="2" wrap="wrap" align="baseline" data-testid="history-values">
            <Text as="span" color="fg.muted" textDecoration="line-through">
              {value(c, c.oldValue)}
            </Text>
            <Text as="span" aria-hidden="true">
              →
            </Text>
            <Text as="span" srOnly>
              {t({ id: "admin.products.historyTo", message: "changed to" })}
            </Text>
            <Text as="span" fontWeight="semibold">
              {value(c, c.newValue)}
            </Text>
          </Flex>
          <Text textStyle="sm" color="fg.muted">
            {c.by ? [c.by.fullName, c.by.phone && phoneOf(c.by.phone).text].filter(Boolean).join(", ") : gone}
            {" · "}
            <Box asChild whiteSpace="nowrap">
              <time dateTime={c.at ?? undefined}>{format.dateTime(c.at)}</time>
            </Box>
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/** The history's dialog title names the product, so a screen reader hears whose log it is. */
export function useHistoryTitle(product: AdminProduct | null) {
  const { t } = useLingui();
  const title = product?.title ?? "";
  return t({ id: "admin.products.historyTitle", message: `History of ${title}` });
}
