import { Box, HStack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { OrderList } from "../../../domain/order";
import { PlainAnchor, type LinkComponent } from "./order-link";

export interface OrdersTabsProps {
  current: OrderList;
  /** Null while the counts are not known yet: the tab shows no number rather than a wrong one. */
  activeCount: number | null;
  historyCount: number | null;
  activeHref: string;
  historyHref: string;
  linkAs?: LinkComponent;
}

/**
 * Active and history as two links drawn as tabs: each list is its own page (/my-orders, /my-orders/history),
 * so they navigate and Back works, rather than being ARIA tabs switching panels in place.
 */
export function OrdersTabs({
  current,
  activeCount,
  historyCount,
  activeHref,
  historyHref,
  linkAs: LinkAs = PlainAnchor,
}: OrdersTabsProps) {
  const { t } = useLingui();
  const tabs = [
    {
      list: "active" as const,
      href: activeHref,
      label: t({ id: "orders.tabs.active", message: "Active" }),
      count: activeCount,
    },
    {
      list: "history" as const,
      href: historyHref,
      label: t({ id: "orders.tabs.history", message: "History" }),
      count: historyCount,
    },
  ];
  return (
    <HStack
      as="nav"
      aria-label={t({ id: "orders.tabs.label", message: "Order lists" })}
      gap="1"
      p="1"
      bg="bg.muted"
      borderRadius="l3"
      w={{ base: "full", sm: "auto" }}
      alignSelf="flex-start"
      data-testid="orders-tabs"
    >
      {tabs.map((tab) => {
        const selected = tab.list === current;
        return (
          <Box
            key={tab.list}
            asChild
            // Narrow padding on phones: two tabs with long Russian labels and three-digit counts fit 320 px.
            flex={{ base: "1", sm: "none" }}
            minW="0"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            gap={{ base: "1.5", sm: "2" }}
            minH="11"
            px={{ base: "2", sm: "4" }}
            borderRadius="l2"
            fontWeight="semibold"
            color={selected ? "fg" : "fg.muted"}
            bg={selected ? "bg.panel" : "transparent"}
            boxShadow={selected ? "xs" : "none"}
            _hover={{ color: "fg" }}
            _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "1px" }}
          >
            <LinkAs href={tab.href} aria-current={selected ? "page" : undefined} data-list={tab.list}>
              <Text as="span">{tab.label}</Text>
              {tab.count !== null && (
                <>
                  <VisuallyHidden>: </VisuallyHidden>
                  <Text
                    as="span"
                    minW="6"
                    px="1.5"
                    borderRadius="full"
                    fontSize="xs"
                    lineHeight="1.5rem"
                    textAlign="center"
                    fontVariantNumeric="tabular-nums"
                    bg={selected ? "brand.solid" : "bg.emphasized"}
                    color={selected ? "brand.contrast" : "fg"}
                  >
                    {tab.count}
                  </Text>
                </>
              )}
            </LinkAs>
          </Box>
        );
      })}
    </HStack>
  );
}
