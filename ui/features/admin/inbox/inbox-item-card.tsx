import { Badge, Box, Button, Flex, Link, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { InboxItem } from "../../../../application/admin/sections/inbox.types";
import { phoneOf, useOrderFormat } from "../../orders/order-format";
import { BugPhotos } from "./bug-photos";
import type { PhotoLoader } from "./use-photo-url";

const ERROR_TEXT = { base: "red.600", _dark: "red.300" } as const;

export interface InboxItemCardProps {
  item: InboxItem;
  closing: boolean;
  /** Why the server refused to close this item, already translated. */
  refusal: string | null;
  loadPhoto: PhotoLoader;
  onClose: () => void;
}

/** One message or bug report: what kind, from whom and when, what it says, its photos, and closing it. */
export function InboxItemCard({ item, closing, refusal, loadPhoto, onClose }: InboxItemCardProps) {
  const { t } = useLingui();
  const format = useOrderFormat();
  const bug = item.kind === "bug";
  const id = item.id;
  const { fullName, phone } = item.sender;
  const closer = item.closedBy?.fullName ?? item.closedBy?.phone ?? null;
  const closedAt = format.dateTime(item.closedAt);
  return (
    <Stack
      as="article"
      aria-label={
        bug
          ? t({ id: "admin.inbox.bugNo", message: `Bug report № ${id}` })
          : t({ id: "admin.inbox.feedbackNo", message: `Message № ${id}` })
      }
      gap="2"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: "3", md: "4" }}
      minW="0"
      data-testid="inbox-item"
    >
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Badge colorPalette={bug ? "red" : "blue"} variant="subtle" size="md" data-testid="inbox-kind">
          {bug
            ? t({ id: "admin.inbox.kind.bug", message: "Bug report" })
            : t({ id: "admin.inbox.kind.feedback", message: "Feedback" })}
        </Badge>
        <Text textStyle="sm" color="fg.muted" whiteSpace="nowrap">
          <time dateTime={item.createdAt ?? undefined}>{format.dateTime(item.createdAt)}</time>
        </Text>
      </Flex>
      <Flex columnGap="3" rowGap="0.5" wrap="wrap" align="baseline" data-testid="inbox-sender">
        {fullName || phone ? (
          <>
            {fullName && (
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {fullName}
              </Text>
            )}
            {phone && (
              <Link href={phoneOf(phone).href} color="brand.fg" whiteSpace="nowrap">
                {phoneOf(phone).text}
              </Link>
            )}
          </>
        ) : (
          <Text color="fg.muted" fontStyle="italic">
            {t({ id: "admin.inbox.anonymous", message: "Sent without signing in" })}
          </Text>
        )}
      </Flex>
      <Text whiteSpace="pre-line" overflowWrap="anywhere">
        {item.text}
      </Text>
      {item.photoCount > 0 && <BugPhotos reportId={item.id} count={item.photoCount} load={loadPhoto} />}
      {refusal && (
        <Text role="alert" color={ERROR_TEXT} textStyle="sm" data-testid="close-refusal">
          {refusal}
        </Text>
      )}
      {item.closedAt === null ? (
        <Box>
          <Button
            variant="outline"
            minH="11"
            w={{ base: "full", sm: "auto" }}
            loading={closing}
            onClick={onClose}
          >
            {t({ id: "admin.inbox.close", message: "Close" })}
          </Button>
        </Box>
      ) : (
        <Text textStyle="sm" color="fg.muted" data-testid="inbox-closed">
          {closer
            ? t({ id: "admin.inbox.closedBy", message: `Closed ${closedAt} by ${closer}` })
            : t({ id: "admin.inbox.closed", message: `Closed ${closedAt}` })}
        </Text>
      )}
    </Stack>
  );
}
