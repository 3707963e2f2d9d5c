import { Text } from "@chakra-ui/react";

/** The back office's content section (filled by its own slice). */
export function ContentSection() {
  return <Text data-testid="admin-content">content</Text>;
}
