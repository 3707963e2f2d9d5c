import { chakra, useSlotRecipe, type ConditionalValue } from "@chakra-ui/react";
import type { ComponentProps } from "react";
import { ChevronDownIcon } from "../layout/icons";

/**
 * Chakra's native-select look on a bare <select>. Chakra's NativeSelect reads Ark's Field context (about 4 KB
 * gzip) even outside a form field; a sort box has none.
 */
export function PlainSelect({
  size = "md",
  minW,
  ...select
}: ComponentProps<typeof chakra.select> & { size?: ConditionalValue<"xs" | "sm" | "md" | "lg" | "xl"> }) {
  const styles = useSlotRecipe({ key: "nativeSelect" })({ size });
  return (
    <chakra.div css={styles.root} w="auto" minW={minW}>
      <chakra.select css={styles.field} {...select} />
      <chakra.div css={styles.indicator}>
        <ChevronDownIcon boxSize="1em" />
      </chakra.div>
    </chakra.div>
  );
}
