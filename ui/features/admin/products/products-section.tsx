import { Text } from "@chakra-ui/react";

/** The back office's products section (filled by its own slice). */
export function ProductsSection() {
  return <Text data-testid="admin-products">products</Text>;
}
