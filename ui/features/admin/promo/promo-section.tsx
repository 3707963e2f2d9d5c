import { Text } from "@chakra-ui/react";

/** The back office's promo section (filled by its own slice). */
export function PromoSection() {
  return <Text data-testid="admin-promo">promo</Text>;
}
