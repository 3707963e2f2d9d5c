import { SimpleGrid } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useEffect, useState } from "react";
import {
  $contentFormRefusal,
  $contentSavePending,
  $contentSaved,
  $removeRefusal,
  $removing,
  contentFormReset,
  placedCreateRequested,
  placedRemoveRequested,
} from "../../../../application/admin/sections/content-edit.model";
import {
  $changeRefusal,
  $changing,
  $contentLists,
  $contentRefusal,
  $contentStatus,
  contentListRequested,
  itemMoved,
  itemShown,
} from "../../../../application/admin/sections/content.model";
import type { ContentKind, PlacedItem } from "../../../../application/admin/sections/content.types";
import { ListRefusal } from "../list-states";
import { useRefusalWords } from "../use-refusal-words";
import { PlacedForm } from "./placed-form";
import { PlacedList } from "./placed-list";
import { RemoveDialog } from "./remove-dialog";

/** One list of the section, wired to the model, with its form for a new one and its removal's question. */
function KindList({ kind, title, addLabel }: { kind: ContentKind; title: string; addLabel: string }) {
  const [lists, statuses, refusals, changing, changeRefusal] = useUnit([
    $contentLists,
    $contentStatus,
    $contentRefusal,
    $changing,
    $changeRefusal,
  ]);
  const [request, move, show] = useUnit([contentListRequested, itemMoved, itemShown]);
  const refusal = refusals[kind];
  const errorText = useRefusalWords(refusal);
  const changeText = useRefusalWords(changeRefusal?.kind === kind ? changeRefusal.refusal : null);
  useEffect(() => void request(kind), [kind, request]);
  const [formRefusal, pending, saved, removing, removeRefusal] = useUnit([
    $contentFormRefusal,
    $contentSavePending,
    $contentSaved,
    $removing,
    $removeRefusal,
  ]);
  const [create, remove, reset] = useUnit([placedCreateRequested, placedRemoveRequested, contentFormReset]);
  const [adding, setAdding] = useState(false);
  const [removable, setRemovable] = useState<PlacedItem | null>(null);
  const removeText = useRefusalWords(removeRefusal?.kind === kind ? removeRefusal.refusal : null);
  // A save or removal that went through closes its dialog.
  useEffect(() => setAdding(false), [saved]);
  const listed = lists[kind];
  useEffect(() => setRemovable(null), [listed]);
  return (
    <>
      <PlacedForm
        open={adding}
        kind={kind}
        pending={pending}
        refusal={formRefusal}
        onClose={() => setAdding(false)}
        onSubmit={(draft) => create({ kind, draft })}
      />
      <RemoveDialog
        title={removable?.title ?? null}
        pending={removing?.kind === kind}
        refusal={removable ? removeText : null}
        onClose={() => setRemovable(null)}
        onConfirm={() => removable && remove({ kind, id: removable.id })}
      />
      <ListRefusal refusal={refusal}>
        <PlacedList
          addLabel={addLabel}
          onAdd={() => (reset(), setAdding(true))}
          onRemove={setRemovable}
          title={title}
          testId={kind}
          status={statuses[kind]}
          items={lists[kind]}
          errorText={refusal?.code || refusal?.words ? (errorText ?? undefined) : undefined}
          changing={changing?.kind === kind ? changing.id : null}
          busy={changing !== null}
          refusal={
            changeRefusal?.kind === kind && changeText ? { id: changeRefusal.id, text: changeText } : null
          }
          onMove={(id, direction) => move({ kind, id, direction })}
          onShow={(id, visible) => show({ kind, id, visible })}
          onRetry={() => request(kind)}
        />
      </ListRefusal>
    </>
  );
}

/**
 * /admin/content: the storefront's banners and stories, their order and whether each is shown; new ones made
 * with their picture and link, old ones removed.
 */
export function ContentSection() {
  const { t } = useLingui();
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="8" data-testid="admin-content">
      <KindList
        kind="banners"
        title={t({ id: "admin.content.banners", message: "Banners" })}
        addLabel={t({ id: "admin.content.newBanner", message: "New banner" })}
      />
      <KindList
        kind="stories"
        title={t({ id: "admin.content.stories", message: "Stories" })}
        addLabel={t({ id: "admin.content.newStory", message: "New story" })}
      />
    </SimpleGrid>
  );
}
