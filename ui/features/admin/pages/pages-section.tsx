import { SimpleGrid } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useEffect, useState } from "react";
import {
  $contentFormRefusal,
  $contentSavePending,
  $contentSaved,
  $texts,
  $textsRefusal,
  $textsStatus,
  contentFormReset,
  textSaveRequested,
  textsRequested,
} from "../../../../application/admin/sections/content-edit.model";
import type { StaffText, TextKind } from "../../../../application/admin/sections/content-edit.types";
import { ListRefusal } from "../list-states";
import { useRefusalWords } from "../use-refusal-words";
import { TextForm } from "./text-form";
import { TextList } from "./text-list";

/** One list wired to the model. */
function KindList({
  kind,
  title,
  onEdit,
}: {
  kind: TextKind;
  title: string;
  onEdit: (t: StaffText) => void;
}) {
  const [texts, statuses, refusals] = useUnit([$texts, $textsStatus, $textsRefusal]);
  const request = useUnit(textsRequested);
  const refusal = refusals[kind];
  const words = useRefusalWords(refusal);
  useEffect(() => void request(kind), [kind, request]);
  return (
    <ListRefusal refusal={refusal}>
      <TextList
        title={title}
        testId={kind}
        status={statuses[kind]}
        items={texts[kind]}
        errorText={refusal?.code || refusal?.words ? (words ?? undefined) : undefined}
        onEdit={onEdit}
        onRetry={() => request(kind)}
      />
    </ListRefusal>
  );
}

/** /admin/pages: the shop's static pages and blog posts, each rewritten in its three languages. */
export function PagesSection() {
  const { t } = useLingui();
  const [refusal, pending, saved] = useUnit([$contentFormRefusal, $contentSavePending, $contentSaved]);
  const [save, reset] = useUnit([textSaveRequested, contentFormReset]);
  const [open, setOpen] = useState<{ kind: TextKind; text: StaffText } | null>(null);
  useEffect(() => setOpen(null), [saved]);
  const edit = (kind: TextKind) => (text: StaffText) => (reset(), setOpen({ kind, text }));
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="8" data-testid="admin-pages">
      <KindList
        kind="pages"
        title={t({ id: "admin.pages.pages", message: "Pages" })}
        onEdit={edit("pages")}
      />
      <KindList
        kind="posts"
        title={t({ id: "admin.pages.posts", message: "Blog posts" })}
        onEdit={edit("posts")}
      />
      <TextForm
        text={open?.text ?? null}
        pending={pending}
        refusal={refusal}
        onClose={() => setOpen(null)}
        onSubmit={(draft) => open && save({ kind: open.kind, id: open.text.id, draft })}
      />
    </SimpleGrid>
  );
}
