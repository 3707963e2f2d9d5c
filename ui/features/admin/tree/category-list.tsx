import { Box, Button, Flex, Heading, IconButton, Image, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { LoadStatus } from "../../../../application/app/deps";
import type { PlacedCategory } from "../../../../application/admin/sections/tree.types";
import { ChevronDownIcon } from "../../../layout/icons";
import { ListEmpty, ListFailed, ListLoading, useRoleRefused } from "../list-states";

export interface CategoryListProps {
  status: LoadStatus;
  items: readonly PlacedCategory[] | null;
  /** Words for a refused load, already translated. */
  errorText?: string | undefined;
  /** The category a move is on its way for; the others wait. */
  moving: number | null;
  /** The last refused move: its row and the refusal in words. */
  refusal: { id: number; text: string } | null;
  onMove: (id: number, direction: "up" | "down") => void;
  onEdit: (id: number) => void;
  /** A new category under `parentId` (null: a new section). */
  onAdd: (parentId: number | null) => void;
  onRetry: () => void;
}

/**
 * The category tree as the storefront's menu has it: sections, their categories and theirs, indented, each
 * with its icon, its three titles, buttons to move it among its siblings and to edit it.
 */
export function CategoryList(props: CategoryListProps) {
  const { status, items, errorText, onAdd, onRetry } = props;
  const { t } = useLingui();
  const title = t({ id: "admin.tree.categories", message: "Categories" });
  // Refused for the caller's role: a new section would be refused as well.
  const refused = useRoleRefused() && status === "error";
  const body =
    status === "error" ? (
      <ListFailed
        testId="categories-error"
        text={errorText ?? t({ id: "admin.content.error", message: "This list could not be loaded." })}
        onRetry={onRetry}
      />
    ) : !items ? (
      <ListLoading
        testId="categories-loading"
        label={t({ id: "admin.content.loading", message: "Loading the list" })}
      />
    ) : items.length === 0 ? (
      <ListEmpty testId="categories-empty">
        {t({ id: "admin.tree.noCategories", message: "No categories yet: make the first section." })}
      </ListEmpty>
    ) : (
      <Stack as="ol" listStyleType="none" gap="2" data-testid="categories" aria-busy={status === "pending"}>
        {items.map((item) => (
          <CategoryRow key={item.id} {...props} items={items} item={item} />
        ))}
      </Stack>
    );
  return (
    <Stack gap="3" as="section" aria-label={title}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {!refused && (
          <Button colorPalette="brand" minH="11" onClick={() => onAdd(null)} data-testid="category-new">
            {t({ id: "admin.tree.newSection", message: "New section" })}
          </Button>
        )}
      </Flex>
      {body}
    </Stack>
  );
}

function CategoryRow({
  items,
  item,
  moving,
  refusal,
  onMove,
  onEdit,
  onAdd,
}: CategoryListProps & { items: readonly PlacedCategory[]; item: PlacedCategory }) {
  const { t } = useLingui();
  const siblings = items.filter((c) => c.parentId === item.parentId);
  const first = siblings[0]?.id === item.id;
  const last = siblings.at(-1)?.id === item.id;
  const pending = moving === item.id;
  const busy = moving !== null;
  const refused = refusal?.id === item.id ? refusal.text : null;
  const name = item.titles.ru;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="l2"
      p="2"
      ms={{ base: `${(item.depth - 1) * 12}px`, md: `${(item.depth - 1) * 32}px` }}
      data-id={item.id}
      data-depth={item.depth}
    >
      <Flex gap="3" align="center" wrap={{ base: "wrap", md: "nowrap" }}>
        <Box w="10" h="10" borderRadius="l1" bg="bg.muted" overflow="hidden" flexShrink={0}>
          {item.icon && <Image src={item.icon} alt="" w="full" h="full" objectFit="contain" />}
        </Box>
        <Box flex="1" minW="0" flexBasis={{ base: "calc(100% - 4rem)", md: "auto" }}>
          <Text fontWeight="medium" wordBreak="break-word">
            {name}
          </Text>
          <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
            {item.titles.uz} · {item.titles.sr}
          </Text>
        </Box>
        <Flex
          gap="1"
          align="center"
          wrap="wrap"
          justify={{ base: "start", md: "end" }}
          w={{ base: "full", md: "auto" }}
          flexShrink={0}
        >
          <Flex role="group" aria-label={name} gap="1">
            <IconButton
              variant="outline"
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
          {item.depth < 3 && (
            <Button
              variant="ghost"
              minH="11"
              onClick={() => onAdd(item.id)}
              aria-label={t({ id: "admin.tree.addUnder", message: `New category in ${name}` })}
            >
              {t({ id: "admin.tree.add", message: "Add inside" })}
            </Button>
          )}
          <Button variant="outline" minH="11" onClick={() => onEdit(item.id)}>
            {t({ id: "admin.tree.edit", message: "Edit" })}
          </Button>
        </Flex>
      </Flex>
      {refused && (
        <Text role="alert" color="fg.error" textStyle="sm" mt="1" data-testid="category-refusal">
          {refused}
        </Text>
      )}
    </Box>
  );
}
