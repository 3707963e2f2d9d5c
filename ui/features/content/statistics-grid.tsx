import { SimpleGrid, Skeleton, Stat } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { formatCount } from "../../../domain/money";
import type { Statistics } from "../../../application/content/content.types";

/** The shop in numbers: customers, categories, orders, products. */
export function StatisticsGrid({ statistics }: { statistics: Statistics | null }) {
  const { t } = useLingui();
  const items = [
    { label: t({ id: "stats.users", message: "Customers" }), value: statistics?.users },
    { label: t({ id: "stats.categories", message: "Categories" }), value: statistics?.categories },
    { label: t({ id: "stats.orders", message: "Orders delivered" }), value: statistics?.orders },
    { label: t({ id: "stats.products", message: "Products" }), value: statistics?.products },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" data-testid="statistics">
      {items.map((item) => (
        <Stat.Root
          key={item.label}
          p="5"
          borderRadius="l3"
          bg="brand.subtle"
          borderWidth="1px"
          borderColor="brand.muted"
        >
          <Stat.Label>{item.label}</Stat.Label>
          {item.value === undefined ? (
            <Skeleton h="8" w="24" />
          ) : (
            <Stat.ValueText color="brand.fg">{formatCount(item.value)}</Stat.ValueText>
          )}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
