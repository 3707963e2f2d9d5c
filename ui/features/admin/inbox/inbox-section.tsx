import { Text } from "@chakra-ui/react";

/** The back office's inbox section (filled by its own slice). */
export function InboxSection() {
  return <Text data-testid="admin-inbox">inbox</Text>;
}
