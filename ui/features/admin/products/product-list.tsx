import { Box, Button, Flex, Stack, Table, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { LoadStatus } from "../../../../application/app/deps";
import type { AdminProduct, ProductsPage } from "../../../../application/admin/sections/products.types";
import { useMoneyText } from "../../../kit/price";
import { useOrderFormat } from "../../orders/order-format";
import { ProductTitle } from "./product-flags";
import { useProductTexts } from "./product-texts";
import { ListEmpty, ListFailed, ListLoading } from "../list-states";
import { AdminPaging } from "../admin-paging";

// Chakra's table recipe is left out of the first load (ui/theme/system.ts), so the cells are styled here.
const HEAD = {
  px: "2",
  py: "2",
  textAlign: "start",
  verticalAlign: "bottom",
  fontWeight: "semibold",
  color: "fg.muted",
  borderBottomWidth: "1px",
} as const;
const CELL = { px: "2", py: "2.5", verticalAlign: "top", borderBottomWidth: "1px" } as const;

export interface ProductListProps {
  status: LoadStatus;
  products: ProductsPage | null;
  page: number;
  /** The search shown, so an empty answer can say it found nothing. */
  search: string;
  /** Words for a refused load, already translated. */
  errorText?: string | undefined;
  onPage: (page: number) => void;
  onRetry: () => void;
  onEdit: (product: AdminProduct) => void;
  onHistory: (product: AdminProduct) => void;
  /** Opens the product's full editor from its name; without it the name is plain text. */
  onOpen?: ((product: AdminProduct) => void) | undefined;
}

/** The catalogue's products: a table on a wide screen, cards on a phone, with paging; or its states. */
export function ProductList({
  status,
  products,
  page,
  search,
  errorText,
  onPage,
  onRetry,
  onEdit,
  onHistory,
  onOpen,
}: ProductListProps) {
  const { t } = useLingui();
  const money = useMoneyText();
  const format = useOrderFormat();
  const texts = useProductTexts();
  if (status === "error") {
    return (
      <ListFailed
        testId="products-error"
        text={errorText ?? t({ id: "admin.products.error", message: "The products could not be loaded." })}
        onRetry={onRetry}
      />
    );
  }
  if (!products || (status === "pending" && products.results.length === 0)) {
    return (
      <ListLoading
        testId="products-loading"
        label={t({ id: "admin.products.loading", message: "Loading the products" })}
      />
    );
  }
  if (products.results.length === 0) {
    return (
      <ListEmpty testId="products-empty">
        {search
          ? t({ id: "admin.products.notFound", message: `Nothing found for “${search}”.` })
          : t({ id: "admin.products.empty", message: "The catalogue has no products yet." })}
      </ListEmpty>
    );
  }
  const sale = (p: AdminProduct) =>
    p.salePrice === 0 ? (
      <Text as="span" color="fg.muted">
        {texts.noSale}
      </Text>
    ) : (
      <Text as="span" color="fg.error" fontWeight="semibold">
        {money(p.salePrice)}
      </Text>
    );
  const stock = (p: AdminProduct) => (
    <Text
      as="span"
      color={p.stock === 0 ? "fg.error" : undefined}
      fontWeight={p.stock === 0 ? "semibold" : undefined}
    >
      {format.number(p.stock)}
    </Text>
  );
  const editLabel = ({ title }: AdminProduct) =>
    t({ id: "admin.products.editOf", message: `Edit the price and stock of ${title}` });
  const historyLabel = ({ title }: AdminProduct) =>
    t({ id: "admin.products.historyOf", message: `History of changes of ${title}` });
  const actions = (p: AdminProduct, full: boolean) => (
    <Flex gap="2" w={full ? "full" : undefined}>
      <Button
        size="sm"
        minH="11"
        colorPalette="brand"
        variant="outline"
        flex={full ? "1" : undefined}
        aria-label={editLabel(p)}
        onClick={() => onEdit(p)}
      >
        {t({ id: "admin.products.edit", message: "Edit" })}
      </Button>
      <Button
        size="sm"
        minH="11"
        variant="ghost"
        flex={full ? "1" : undefined}
        aria-label={historyLabel(p)}
        onClick={() => onHistory(p)}
      >
        {t({ id: "admin.products.history", message: "History" })}
      </Button>
    </Flex>
  );
  return (
    <Stack gap="4" aria-busy={status === "pending"} data-testid="products">
      <Box display={{ base: "none", md: "block" }} overflowX="auto">
        <Table.Root w="full" textStyle="sm" borderCollapse="collapse">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader {...HEAD}>
                {t({ id: "admin.products.product", message: "Product" })}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...HEAD} textAlign="end">
                {texts.field.price}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...HEAD} textAlign="end">
                {texts.field.salePrice}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...HEAD} textAlign="end">
                {texts.field.stock}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...HEAD}>
                <Text srOnly>{t({ id: "admin.products.actions", message: "Actions" })}</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {products.results.map((p) => (
              <Table.Row key={p.id} _hover={{ bg: "bg.muted" }} data-product={p.id}>
                <Table.Cell {...CELL}>
                  <ProductTitle product={p} onOpen={onOpen} />
                  <Text color="fg.muted" textStyle="xs" overflowWrap="anywhere">
                    {texts.number(p.id)} · {p.slug}
                  </Text>
                </Table.Cell>
                <Table.Cell {...CELL} textAlign="end" whiteSpace="nowrap">
                  {money(p.price)}
                </Table.Cell>
                <Table.Cell {...CELL} textAlign="end" whiteSpace="nowrap">
                  {sale(p)}
                </Table.Cell>
                <Table.Cell {...CELL} textAlign="end" whiteSpace="nowrap">
                  {stock(p)}
                </Table.Cell>
                <Table.Cell {...CELL} py="1" whiteSpace="nowrap">
                  {actions(p, false)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack as="ul" listStyleType="none" gap="3" display={{ base: "flex", md: "none" }}>
        {products.results.map((p) => (
          <Stack as="li" key={p.id} borderWidth="1px" borderRadius="l2" p="3" gap="2" data-product={p.id}>
            <Box>
              <ProductTitle product={p} onOpen={onOpen} />
              <Text color="fg.muted" textStyle="xs" overflowWrap="anywhere">
                {texts.number(p.id)} · {p.slug}
              </Text>
            </Box>
            {/* Label and value on one line each: three columns would break a sum in two at 320 px. */}
            <Stack as="dl" gap="1" textStyle="sm">
              {(
                [
                  [texts.field.price, money(p.price)],
                  [texts.field.salePrice, sale(p)],
                  [texts.field.stock, stock(p)],
                ] as const
              ).map(([label, value]) => (
                <Flex key={label} justify="space-between" align="baseline" gap="3">
                  <Text as="dt" color="fg.muted" minW="0">
                    {label}
                  </Text>
                  <Text as="dd" textAlign="end" whiteSpace="nowrap">
                    {value}
                  </Text>
                </Flex>
              ))}
            </Stack>
            {actions(p, true)}
          </Stack>
        ))}
      </Stack>
      <AdminPaging page={page} pages={products.totalPages} onPage={onPage} />
    </Stack>
  );
}
