import { Box, Button, Flex, Heading, IconButton, Image, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { LoadStatus } from "../../../../application/app/deps";
import type { MoveDirection, PlacedItem } from "../../../../application/admin/sections/content.types";
import { ChevronDownIcon } from "../../../layout/icons";
import { ListFailed, useRoleRefused } from "../list-states";
import { VisibilitySwitch } from "./visibility-switch";

export interface PlacedListProps {
  /** The list's heading ("Banners", "Stories"). */
  title: string;
  /** Names the list's test id and its states' (`banners`, `banners-loading`). */
  testId: string;
  status: LoadStatus;
  items: readonly PlacedItem[] | null;
  /** Words for a refused load, already translated. */
  errorText?: string | undefined;
  /** The row a change is on its way for; the others wait, one change at a time. */
  changing: number | null;
  busy: boolean;
  /** The last refused change: its row and the refusal in words. */
  refusal: { id: number; text: string } | null;
  onMove: (id: number, direction: MoveDirection) => void;
  onShow: (id: number, visible: boolean) => void;
  onRetry: () => void;
  /** Given: a button by the heading makes a new one. */
  onAdd?: (() => void) | undefined;
  /** Given: each row has a button to remove it. */
  onRemove?: ((item: PlacedItem) => void) | undefined;
  /** The label of the new one's button ("New banner"). */
  addLabel?: string | undefined;
}

/**
 * Banners or stories in the storefront's order: each with its picture, title and place, buttons to move it
 * up or down (a keyboard's way, where dragging would be a mouse's only) and its show/hide switch.
 */
export function PlacedList(props: PlacedListProps) {
  const { title, testId, status, items, errorText, onRetry, onAdd, addLabel } = props;
  const { t } = useLingui();
  // Refused for the caller's role: a new one would be refused as well.
  const refused = useRoleRefused() && status === "error";
  const heading = (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {onAdd && !refused && (
        <Button colorPalette="brand" minH="11" onClick={onAdd} data-testid={`${testId}-new`}>
          {addLabel}
        </Button>
      )}
    </Flex>
  );
  if (status === "error")
    return (
      <Stack gap="3" as="section" aria-label={title}>
        {heading}
        <ListFailed
          testId={`${testId}-error`}
          py="4"
          text={errorText ?? t({ id: "admin.content.error", message: "This list could not be loaded." })}
          onRetry={onRetry}
        />
      </Stack>
    );
  if (!items)
    return (
      <Stack gap="3" as="section" aria-label={title}>
        {heading}
        <Stack aria-busy="true" gap="2" data-testid={`${testId}-loading`}>
          <Text srOnly>{t({ id: "admin.content.loading", message: "Loading the list" })}</Text>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="16" borderRadius="l2" />
          ))}
        </Stack>
      </Stack>
    );
  return (
    <Stack gap="3" as="section" aria-label={title}>
      {heading}
      {items.length === 0 ? (
        <Text py="6" color="fg.muted" data-testid={`${testId}-empty`}>
          {t({ id: "admin.content.empty", message: "Nothing here yet." })}
        </Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="2" data-testid={testId} aria-busy={status === "pending"}>
          {items.map((item, i) => (
            <PlacedRow key={item.id} {...props} item={item} first={i === 0} last={i === items.length - 1} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function PlacedRow({
  item,
  first,
  last,
  changing,
  busy,
  refusal,
  onMove,
  onShow,
  onRemove,
}: PlacedListProps & { item: PlacedItem; first: boolean; last: boolean }) {
  const { t } = useLingui();
  const pending = changing === item.id;
  const position = item.position;
  const name = item.title;
  const refused = refusal?.id === item.id ? refusal.text : null;
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="2" data-id={item.id} data-visible={item.visible}>
      <Flex gap="3" align="center" wrap={{ base: "wrap", md: "nowrap" }}>
        <Image
          src={item.image}
          alt=""
          w={{ base: "16", md: "24" }}
          h={{ base: "10", md: "14" }}
          objectFit="cover"
          borderRadius="l1"
          flexShrink={0}
          opacity={item.visible ? 1 : 0.5}
        />
        <Box flex="1" minW="0" flexBasis={{ base: "calc(100% - 5rem)", md: "auto" }}>
          <Text fontWeight="medium" wordBreak="break-word">
            {item.title}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {t({ id: "admin.content.position", message: `Position ${position}` })}
          </Text>
        </Box>
        <Flex
          gap="1"
          align="center"
          justify={{ base: "space-between", md: "end" }}
          // On a phone the remove button takes a line of its own rather than sit on the switch's words.
          wrap="wrap"
          w={{ base: "full", md: "auto" }}
          flexShrink={0}
        >
          <Flex role="group" aria-label={item.title} gap="1">
            <IconButton
              variant="outline"
              size="md"
              minW="11"
              minH="11"
              aria-label={t({ id: "admin.content.moveUp", message: "Move up" })}
              disabled={first || busy}
              loading={pending}
              onClick={() => onMove(item.id, "up")}
            >
              <ChevronDownIcon transform="rotate(180deg)" />
            </IconButton>
            <IconButton
              variant="outline"
              size="md"
              minW="11"
              minH="11"
              aria-label={t({ id: "admin.content.moveDown", message: "Move down" })}
              disabled={last || busy}
              loading={pending}
              onClick={() => onMove(item.id, "down")}
            >
              <ChevronDownIcon />
            </IconButton>
          </Flex>
          <VisibilitySwitch
            visible={item.visible}
            title={item.title}
            pending={pending}
            disabled={busy}
            onChange={(visible) => onShow(item.id, visible)}
          />
          {onRemove && (
            <Button
              variant="ghost"
              colorPalette="red"
              minH="11"
              disabled={busy}
              onClick={() => onRemove(item)}
              aria-label={t({ id: "admin.content.removeLabel", message: `Remove ${name}` })}
            >
              {t({ id: "admin.content.remove", message: "Remove" })}
            </Button>
          )}
        </Flex>
      </Flex>
      {refused && (
        <Text role="alert" color="fg.error" textStyle="sm" mt="1" data-testid="content-refusal">
          {refused}
        </Text>
      )}
    </Box>
  );
}
