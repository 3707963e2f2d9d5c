import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { Brand, Category } from "../../../application/catalogue/catalogue.types";
import { activeFilterCount, withFilter, type ListQuery } from "../../../application/products/list-query";
import { CheckBox } from "../../kit/check-box";
import { PlainInput } from "../../kit/plain-input";

function toggle(list: readonly number[], id: number): number[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

function FilterGroup({ title, children }: { title: React.ReactNode; children: React.ReactNode }) {
  return (
    <Stack gap="2" borderBottomWidth="1px" borderColor="border.muted" pb="4">
      <Text fontWeight="semibold" fontSize="sm">
        {title}
      </Text>
      <Stack gap="1.5" maxH="60" overflowY="auto">
        {children}
      </Stack>
    </Stack>
  );
}

function Check({
  checked,
  onChange,
  label,
  testId,
}: {
  checked: boolean;
  onChange: () => void;
  label: string;
  testId?: string;
}) {
  return (
    <CheckBox checked={checked} onChange={onChange} testId={testId}>
      {label}
    </CheckBox>
  );
}

/** Sections, brands, price range and in-sale filters; every change is a new URL (page 1). */
export function FilterPanel({
  query,
  sections,
  brands,
  onChange,
}: {
  query: ListQuery;
  sections: readonly Category[];
  brands: readonly Brand[];
  onChange: (next: ListQuery) => void;
}) {
  const { t } = useLingui();
  const [from, setFrom] = useState(query.priceFrom?.toString() ?? "");
  const [to, setTo] = useState(query.priceTo?.toString() ?? "");
  useEffect(() => {
    setFrom(query.priceFrom?.toString() ?? "");
    setTo(query.priceTo?.toString() ?? "");
  }, [query.priceFrom, query.priceTo]);
  const amount = (text: string) =>
    /^\d+$/.test(text.replace(/\s/g, "")) ? Number(text.replace(/\s/g, "")) : null;
  const filtered = activeFilterCount(query);

  return (
    <Stack
      as="aside"
      gap="4"
      aria-label={t({ id: "filters.title", message: "Filters" })}
      data-testid="filters"
    >
      <FilterGroup title={<Trans id="filters.sections">Sections</Trans>}>
        {sections.map((s) => (
          <Check
            key={s.id}
            label={s.title}
            checked={query.sections.includes(s.id)}
            testId={`section-${s.id}`}
            onChange={() => onChange(withFilter(query, { sections: toggle(query.sections, s.id) }))}
          />
        ))}
      </FilterGroup>
      <FilterGroup title={<Trans id="filters.brands">Brands</Trans>}>
        {brands.map((b) => (
          <Check
            key={b.id}
            label={b.title}
            checked={query.brands.includes(b.id)}
            testId={`brand-${b.id}`}
            onChange={() => onChange(withFilter(query, { brands: toggle(query.brands, b.id) }))}
          />
        ))}
      </FilterGroup>
      <Box
        as="form"
        borderBottomWidth="1px"
        borderColor="border.muted"
        pb="4"
        onSubmit={(e: React.FormEvent) => {
          e.preventDefault();
          onChange(withFilter(query, { priceFrom: amount(from), priceTo: amount(to) }));
        }}
      >
        <Text fontWeight="semibold" fontSize="sm" mb="2">
          <Trans id="filters.price">Price, so'm</Trans>
        </Text>
        <HStack gap="2">
          <PlainInput
            size={{ base: "lg", md: "sm" }}
            inputMode="numeric"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            placeholder={t({ id: "filters.from", message: "from" })}
            aria-label={t({ id: "filters.priceFrom", message: "Price from" })}
          />
          <PlainInput
            size={{ base: "lg", md: "sm" }}
            inputMode="numeric"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            placeholder={t({ id: "filters.to", message: "to" })}
            aria-label={t({ id: "filters.priceTo", message: "Price to" })}
          />
        </HStack>
        <Button type="submit" size={{ base: "lg", md: "sm" }} mt="2" w="full" variant="outline">
          <Trans id="filters.apply">Apply</Trans>
        </Button>
      </Box>
      <Check
        label={t({ id: "filters.inSale", message: "In stock only" })}
        checked={query.inSale}
        testId="in-sale"
        onChange={() => onChange(withFilter(query, { inSale: !query.inSale }))}
      />
      {filtered > 0 && (
        <Button
          size={{ base: "lg", md: "sm" }}
          variant="ghost"
          colorPalette="brand"
          onClick={() =>
            onChange(
              withFilter(query, { sections: [], brands: [], priceFrom: null, priceTo: null, inSale: false }),
            )
          }
        >
          <Trans id="filters.reset">Reset filters</Trans>
        </Button>
      )}
    </Stack>
  );
}
