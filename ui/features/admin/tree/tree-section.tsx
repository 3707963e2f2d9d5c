import { SimpleGrid } from "@chakra-ui/react";
import { useLingui } from "@lingui/react";
import { useUnit } from "effector-react";
import { useEffect, useMemo, useState } from "react";
import {
  $brandQuery,
  $brands,
  $brandsRefusal,
  $brandsStatus,
  $categories,
  $formRefusal,
  $movingCategory,
  $orderRefusal,
  $savePending,
  $saved,
  $treeRefusal,
  $treeStatus,
  brandSaveRequested,
  brandsRequested,
  categoryMoved,
  categorySaveRequested,
  staleLevel,
  treeFormReset,
  treeRequested,
} from "../../../../application/admin/sections/tree.model";
import { parentChoices, placed, type StaffBrand } from "../../../../application/admin/sections/tree.types";
import { ListRefusal } from "../list-states";
import { useRefusalWords } from "../use-refusal-words";
import { BrandForm } from "./brand-form";
import { BrandList } from "./brand-list";
import { CategoryForm } from "./category-form";
import { CategoryList } from "./category-list";
import { STALE_MOVE } from "./stale-move";

type Open =
  | { form: "category"; id: number | null; parentId: number | null }
  | { form: "brand"; brand: StaffBrand | null }
  | null;

/** /admin/tree: the category tree and the brands, each change through the catalogue's tree upkeep. */
export function TreeSection() {
  const { i18n } = useLingui();
  const [categories, treeStatus, treeRefusal, moving, orderRefusal] = useUnit([
    $categories,
    $treeStatus,
    $treeRefusal,
    $movingCategory,
    $orderRefusal,
  ]);
  const [brands, brandsStatus, brandsRefusal, brandQuery] = useUnit([
    $brands,
    $brandsStatus,
    $brandsRefusal,
    $brandQuery,
  ]);
  const [formRefusal, pending, saved] = useUnit([$formRefusal, $savePending, $saved]);
  const [loadTree, loadBrands, move, saveCategory, saveBrand, reset] = useUnit([
    treeRequested,
    brandsRequested,
    categoryMoved,
    categorySaveRequested,
    brandSaveRequested,
    treeFormReset,
  ]);
  const [open, setOpen] = useState<Open>(null);
  const treeText = useRefusalWords(treeRefusal);
  const brandsText = useRefusalWords(brandsRefusal);
  const refusedText = useRefusalWords(orderRefusal?.refusal ?? null);
  const orderText = orderRefusal && staleLevel(orderRefusal.refusal) ? i18n._(STALE_MOVE) : refusedText;
  useEffect(() => {
    loadTree();
    loadBrands({ search: "", page: 1 });
  }, [loadTree, loadBrands]);
  // A save that went through closes its form.
  useEffect(() => setOpen(null), [saved]);
  const items = useMemo(() => (categories ? placed(categories) : null), [categories]);
  const editing =
    open?.form === "category" && open.id !== null ? categories?.find((c) => c.id === open.id) : null;
  const show = (next: Open) => (reset(), setOpen(next));
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="8" data-testid="admin-tree">
      <ListRefusal refusal={treeRefusal}>
        <CategoryList
          status={treeStatus}
          items={items}
          errorText={treeRefusal?.code || treeRefusal?.words ? (treeText ?? undefined) : undefined}
          moving={moving}
          refusal={orderRefusal && orderText ? { id: orderRefusal.id, text: orderText } : null}
          onMove={(id, direction) => move({ id, direction })}
          onEdit={(id) => show({ form: "category", id, parentId: null })}
          onAdd={(parentId) => show({ form: "category", id: null, parentId })}
          onRetry={() => loadTree()}
        />
      </ListRefusal>
      <ListRefusal refusal={brandsRefusal}>
        <BrandList
          status={brandsStatus}
          page={brands}
          query={brandQuery}
          errorText={brandsRefusal?.code || brandsRefusal?.words ? (brandsText ?? undefined) : undefined}
          onSearch={loadBrands}
          onEdit={(brand) => show({ form: "brand", brand })}
          onAdd={() => show({ form: "brand", brand: null })}
          onRetry={() => loadBrands(brandQuery)}
        />
      </ListRefusal>
      <CategoryForm
        open={open?.form === "category"}
        category={editing ?? null}
        parentId={open?.form === "category" ? open.parentId : null}
        parents={parentChoices(categories ?? [], editing?.id ?? null)}
        pending={pending}
        refusal={formRefusal}
        onClose={() => setOpen(null)}
        onSubmit={(draft) => saveCategory({ id: editing?.id ?? null, draft })}
      />
      <BrandForm
        open={open?.form === "brand"}
        brand={open?.form === "brand" ? open.brand : null}
        pending={pending}
        refusal={formRefusal}
        onClose={() => setOpen(null)}
        onSubmit={(draft) =>
          saveBrand({ id: open?.form === "brand" ? (open.brand?.id ?? null) : null, draft })
        }
      />
    </SimpleGrid>
  );
}
