import { Button, Flex, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

/** Previous and next around "page n of m" under every paged list of the back office; nothing on one page. */
export function AdminPaging({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <Flex
      as="nav"
      aria-label={t({ id: "admin.queue.pages", message: "Pages" })}
      gap="3"
      align="center"
      justify="center"
      wrap="wrap"
    >
      <Button
        variant="outline"
        minH="11"
        flex={{ base: "1", sm: "initial" }}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t({ id: "admin.queue.previous", message: "Previous" })}
      </Button>
      {/* Between the two ways; on a phone on a line of its own above them. */}
      <Text
        aria-live="polite"
        textAlign="center"
        whiteSpace="nowrap"
        w={{ base: "full", sm: "auto" }}
        order={{ base: -1, sm: 0 }}
      >
        {t({ id: "admin.queue.pageOf", message: `Page ${page} of ${pages}` })}
      </Text>
      <Button
        variant="outline"
        minH="11"
        flex={{ base: "1", sm: "initial" }}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t({ id: "admin.queue.next", message: "Next" })}
      </Button>
    </Flex>
  );
}
