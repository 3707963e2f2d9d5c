import { Button, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import {
  checkCategoryDraft,
  type CategoryDraft,
  type DraftProblem,
  type PlacedCategory,
  type StaffCategory,
} from "../../../../application/admin/sections/tree.types";
import type { Refusal } from "../../../../application/shared/refusal";
import { FieldFrame } from "../../../kit/field-frame";
import { Modal } from "../../../kit/modal";
import { PlainSelect } from "../../../kit/plain-select";
import { PictureField, TitleFields, useFieldErrors, useNotPictureWords } from "../form-parts";

const FIELDS = ["title_ru", "parent_id", "icon"] as const;

export interface CategoryFormProps {
  open: boolean;
  /** The category edited; null for a new one. */
  category: StaffCategory | null;
  /** Where a new one goes first (null: a section of its own). */
  parentId: number | null;
  /** The parents it may go under: never itself nor its own branch, never past the third level. */
  parents: readonly PlacedCategory[];
  pending: boolean;
  refusal: Refusal | null;
  onClose: () => void;
  onSubmit: (draft: CategoryDraft) => void;
}

/** A category's three titles, its place in the tree and its icon. */
export function CategoryForm(props: CategoryFormProps) {
  // A new form for each category opened, so no typing of the last one stays behind.
  return props.open ? (
    <CategoryFormBody key={props.category?.id ?? `new-${props.parentId}`} {...props} />
  ) : null;
}

function CategoryFormBody({
  category,
  parentId,
  parents,
  pending,
  refusal,
  onClose,
  onSubmit,
}: CategoryFormProps) {
  const { t } = useLingui();
  const selectId = `category-parent-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const [draft, setDraft] = useState<CategoryDraft>({
    titles: category?.titles ?? { ru: "", uz: "", sr: "" },
    parentId: category ? category.parentId : parentId,
    icon: null,
  });
  const [own, setOwn] = useState<Partial<Record<"title_ru", DraftProblem>>>({});
  const set = (patch: Partial<CategoryDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (Object.keys(own).length > 0) setOwn(checkCategoryDraft(next));
  };
  const { error, general } = useFieldErrors(FIELDS, own, refusal, {
    parent_id: t({
      id: "admin.tree.parentInvalid",
      message: "It cannot go there: not under itself or its own branch, and three levels at most.",
    }),
    icon: useNotPictureWords(),
  });
  const submit = () => {
    const problems = checkCategoryDraft(draft);
    setOwn(problems);
    if (Object.keys(problems).length === 0) onSubmit(draft);
  };
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={
        category
          ? t({ id: "admin.tree.editCategory", message: "Edit the category" })
          : t({ id: "admin.tree.newCategory", message: "New category" })
      }
      footer={
        <Button
          colorPalette="brand"
          minH="11"
          loading={pending}
          onClick={submit}
          data-testid="category-submit"
        >
          {t({ id: "admin.form.save", message: "Save" })}
        </Button>
      }
    >
      <Stack as="form" gap="4" onSubmit={(e) => (e.preventDefault(), submit())} data-testid="category-form">
        <TitleFields
          label={{
            ru: t({ id: "admin.form.titleRu", message: "Title in Russian" }),
            uz: t({ id: "admin.form.titleUz", message: "Title in Uzbek (Cyrillic)" }),
            sr: t({ id: "admin.form.titleSr", message: "Title in Uzbek (Latin)" }),
          }}
          value={draft.titles}
          error={error("title_ru")}
          onChange={(titles) => set({ titles })}
        />
        <FieldFrame
          id={selectId}
          label={t({ id: "admin.tree.parent", message: "Where it stands" })}
          error={error("parent_id")}
        >
          {(control) => (
            <PlainSelect
              {...control}
              minW="full"
              aria-invalid={error("parent_id") ? true : undefined}
              value={draft.parentId === null ? "" : String(draft.parentId)}
              onChange={(e) => set({ parentId: e.target.value === "" ? null : Number(e.target.value) })}
            >
              <option value="">{t({ id: "admin.tree.ownSection", message: "A section of its own" })}</option>
              {parents.map((p) => (
                <option key={p.id} value={p.id}>
                  {`${"— ".repeat(p.depth - 1)}${p.titles.ru}`}
                </option>
              ))}
            </PlainSelect>
          )}
        </FieldFrame>
        <PictureField
          label={t({ id: "admin.tree.icon", message: "Icon" })}
          current={category?.icon ?? null}
          file={draft.icon}
          error={error("icon")}
          onChange={(icon) => set({ icon })}
        />
        {general && (
          <Text role="alert" color="fg.error" data-testid="category-form-refusal">
            {general}
          </Text>
        )}
        <button type="submit" hidden />
      </Stack>
    </Modal>
  );
}
