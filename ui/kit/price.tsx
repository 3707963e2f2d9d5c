import { Box, Flex, Skeleton, Text, VisuallyHidden, type FlexProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { formatMoney, type Som } from "../../domain/money";
import { discountPercentOf } from "../../domain/pricing";
import { LabelBadge } from "./badge";

export type PriceSize = "sm" | "md" | "lg";

export interface PriceProps extends Omit<FlexProps, "children" | "direction"> {
  /** The price to pay, in whole so'm. */
  value: Som;
  /** The price before the discount; shown struck through when it is above `value`. */
  oldValue?: Som | null | undefined;
  /** The discount as the server states it; computed from the two prices when absent. */
  discountPercent?: number | null | undefined;
  size?: PriceSize;
  loading?: boolean;
}

const scale: Record<
  PriceSize,
  { price: string; old: string; skeletonW: string; skeletonH: string; badge: "sm" | "md" | "lg" }
> = {
  sm: { price: "md", old: "xs", skeletonW: "24", skeletonH: "5", badge: "sm" },
  md: { price: "xl", old: "sm", skeletonW: "36", skeletonH: "7", badge: "md" },
  lg: { price: "3xl", old: "md", skeletonW: "56", skeletonH: "10", badge: "lg" },
};

/** Money as running text ("12 000,00 so'm"), for a sum inside a sentence. */
export function useMoneyText(): (som: Som) => string {
  const { t } = useLingui();
  const currency = t({ id: "kit.money.currency", message: "so'm" });
  return (som) => `${formatMoney(som)}\u00A0${currency}`;
}

export function Price({
  value,
  oldValue,
  discountPercent,
  size = "md",
  loading = false,
  ...rest
}: PriceProps) {
  const { t } = useLingui();
  const look = scale[size];

  if (loading) {
    return (
      <Box aria-busy="true" {...rest}>
        <Skeleton
          w={look.skeletonW}
          h={look.skeletonH}
          borderRadius="l2"
          _motionReduce={{ animation: "none" }}
        />
        <VisuallyHidden>{t({ id: "kit.price.loading", message: "Loading price" })}</VisuallyHidden>
      </Box>
    );
  }

  const currency = t({ id: "kit.money.currency", message: "so'm" });
  // The sum never breaks (its groups are joined by no-break spaces); where a narrow card has no room for the
  // currency too, the currency alone goes to the next line instead of running past the card's edge. The text
  // stays "12 000,00 so'm" for assistive technology and copying.
  const amount = (som: Som) => (
    <>
      {formatMoney(som)}
      {"\u00A0"}
      <wbr />
      {currency}
    </>
  );
  const discounted = oldValue !== null && oldValue !== undefined && oldValue > value;
  const percent = discounted ? (discountPercent ?? discountPercentOf(value, oldValue)) : 0;

  return (
    <Flex direction="column" gap={size === "lg" ? "1" : "0.5"} align="flex-start" data-size={size} {...rest}>
      {discounted && (
        <Flex align="center" gap="2" wrap="wrap">
          <Text
            as="s"
            textStyle={look.old}
            color="fg.muted"
            fontVariantNumeric="tabular-nums"
            whiteSpace="normal"
          >
            <VisuallyHidden>{t({ id: "kit.price.oldPrice", message: "Old price" })} </VisuallyHidden>
            {amount(oldValue)}
          </Text>
          {percent > 0 && <LabelBadge kind="discount" percent={percent} size={look.badge} />}
        </Flex>
      )}
      <Text
        as="span"
        textStyle={look.price}
        fontWeight="bold"
        lineHeight="short"
        color="fg"
        fontVariantNumeric="tabular-nums"
        whiteSpace="normal"
      >
        {amount(value)}
      </Text>
    </Flex>
  );
}
