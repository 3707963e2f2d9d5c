import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import {
  $history,
  $historyRefusal,
  $historyStatus,
  $products,
  $productsRefusal,
  $productsStatus,
  $savePending,
  $saveRefusal,
  $savesMade,
  historyClosed,
  historyOpened,
  productsOpened,
  saveRequested,
  saveReset,
} from "../../../../application/admin/sections/products.model";
import { editorOpened } from "../../../../application/admin/sections/product-editor.model";
import type { AdminProduct, ProductsQuery } from "../../../../application/admin/sections/products.types";
import { Modal } from "../../../kit/modal";
import { isForbidden, ListRefusal } from "../list-states";
import { useSpokenRefusal } from "../use-refusal-words";
import { ProductEditDialog } from "./product-edit-dialog";
import { ProductEditorArea } from "./product-editor-area";
import { ProductHistory, useHistoryTitle } from "./product-history-dialog";
import { ProductList } from "./product-list";
import { ProductSearch } from "./product-search";

/** The URL's query as a search; a malformed page reads as the first. */
export function productsQueryOf(params: URLSearchParams): ProductsQuery {
  const page = Number(params.get("page"));
  return {
    search: (params.get("search") ?? "").trim().slice(0, 200),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * /admin/products: find a product (the search and page kept in the URL), edit its price, sale price and
 * stock in a dialog, and read who changed what in its history.
 */
export function ProductsSection() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const query = useMemo(() => productsQueryOf(new URLSearchParams(key)), [key]);
  const [products, status, refusal, open] = useUnit([
    $products,
    $productsStatus,
    $productsRefusal,
    productsOpened,
  ]);
  const [pending, saveRefusal, saves, save, reset] = useUnit([
    $savePending,
    $saveRefusal,
    $savesMade,
    saveRequested,
    saveReset,
  ]);
  const [history, historyStatus, historyRefusal, openHistory, closeHistory] = useUnit([
    $history,
    $historyStatus,
    $historyRefusal,
    historyOpened,
    historyClosed,
  ]);
  const listError = useSpokenRefusal(refusal);
  const historyError = useSpokenRefusal(historyRefusal);
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [historyOf, setHistoryOf] = useState<AdminProduct | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const historyTitle = useHistoryTitle(historyOf);
  const openEditor = useUnit(editorOpened);
  useEffect(() => void open(query), [query, open]);
  // Every write of the editor is read back into the list: a new product, a hidden one, a deleted one.
  const written = useCallback(() => open(query), [open, query]);

  // A save that went through closes the form and says so; the list already holds the saved row.
  const seen = useRef(saves);
  useEffect(() => {
    if (saves === seen.current) return;
    seen.current = saves;
    if (editing) {
      const title = editing.title;
      setSaved(t({ id: "admin.products.saved", message: `Saved: ${title}` }));
    }
    setEditing(null);
  }, [saves, editing, t]);

  const go = (next: ProductsQuery) => {
    const entries = { search: next.search || null, page: next.page > 1 ? String(next.page) : null };
    setParams(
      Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== null)) as Record<string, string>,
    );
  };
  const closeEdit = () => {
    // A refused save may mean someone else changed the product: the list is read again.
    if (saveRefusal) open(query);
    reset();
    setEditing(null);
  };
  // An operator who typed the address: staff, but without catalogue.edit; searching would not help.
  const forbidden = status === "error" && isForbidden(refusal);
  return (
    <>
      {!forbidden && (
        <Flex gap="3" wrap="wrap" align="end" justify="space-between">
          <Box flex="1" minW={{ base: "full", sm: "0" }}>
            <ProductSearch search={query.search} onSearch={(search) => go({ search, page: 1 })} />
          </Box>
          {/* Outlined: on a phone it stands under the search's own solid button. */}
          <Button
            colorPalette="brand"
            variant="outline"
            minH="11"
            w={{ base: "full", sm: "auto" }}
            data-testid="product-new"
            onClick={() => {
              setSaved(null);
              openEditor(null);
            }}
          >
            {t({ id: "admin.productEditor.new", message: "New product" })}
          </Button>
        </Flex>
      )}
      <Text role="status" srOnly>
        {saved}
      </Text>
      <ListRefusal refusal={refusal}>
        <ProductList
          status={status}
          products={products}
          page={query.page}
          search={query.search}
          errorText={
            forbidden
              ? t({
                  id: "admin.products.forbidden",
                  message: "Only an administrator may change prices and stock.",
                })
              : listError
          }
          onPage={(page) => go({ ...query, page })}
          onRetry={() => open(query)}
          onEdit={(product) => {
            reset();
            setSaved(null);
            setEditing(product);
          }}
          onOpen={(product) => {
            setSaved(null);
            openEditor(product.id);
          }}
          onHistory={(product) => {
            setHistoryOf(product);
            openHistory(product.id);
          }}
        />
      </ListRefusal>
      <ProductEditDialog
        product={editing}
        pending={pending}
        refusal={saveRefusal}
        onClose={closeEdit}
        onSave={(edit) => editing && save({ id: editing.id, edit })}
      />
      <ProductEditorArea onWritten={written} onSaid={setSaved} />
      <Modal
        open={historyOf !== null}
        onClose={() => {
          setHistoryOf(null);
          closeHistory();
        }}
        title={historyTitle}
      >
        <ListRefusal refusal={historyRefusal}>
          <ProductHistory
            status={historyStatus}
            changes={history}
            errorText={historyError}
            onRetry={() => historyOf && openHistory(historyOf.id)}
          />
        </ListRefusal>
      </Modal>
    </>
  );
}
