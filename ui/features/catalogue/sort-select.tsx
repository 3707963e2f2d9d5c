import { useLingui } from "@lingui/react/macro";
import type { ProductOrdering } from "../../../application/catalogue/catalogue.types";
import { PlainSelect } from "../../kit/plain-select";

/** The orderings of /products. */
export function SortSelect({
  value,
  onChange,
}: {
  value: ProductOrdering | null;
  onChange: (value: ProductOrdering | null) => void;
}) {
  const { t } = useLingui();
  const options: { value: ProductOrdering | ""; label: string }[] = [
    { value: "", label: t({ id: "sort.default", message: "Relevance" }) },
    { value: "price", label: t({ id: "sort.cheap", message: "Cheapest first" }) },
    { value: "-price", label: t({ id: "sort.expensive", message: "Most expensive first" }) },
    { value: "-rate", label: t({ id: "sort.rating", message: "Top rated" }) },
    { value: "-created_at", label: t({ id: "sort.new", message: "Newest" }) },
    { value: "sale_price", label: t({ id: "sort.discount", message: "Discounts first" }) },
  ];
  return (
    <PlainSelect
      size={{ base: "lg", md: "sm" }}
      minW={{ base: "0", md: "52" }}
      aria-label={t({ id: "sort.label", message: "Sort by" })}
      value={value ?? ""}
      data-testid="sort"
      onChange={(e) => onChange((e.target.value || null) as ProductOrdering | null)}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </PlainSelect>
  );
}
