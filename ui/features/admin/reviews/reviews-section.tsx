import { Text } from "@chakra-ui/react";

/** The back office's reviews section (filled by its own slice). */
export function ReviewsSection() {
  return <Text data-testid="admin-reviews">reviews</Text>;
}
