import { SimpleGrid } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useEffect } from "react";
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
import type { ContentKind } from "../../../../application/admin/sections/content.types";
import { useRefusalWords } from "../use-refusal-words";
import { PlacedList } from "./placed-list";

/** One list of the section, wired to the model. */
function KindList({ kind, title }: { kind: ContentKind; title: string }) {
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
  return (
    <PlacedList
      title={title}
      testId={kind}
      status={statuses[kind]}
      items={lists[kind]}
      errorText={refusal?.code || refusal?.words ? (errorText ?? undefined) : undefined}
      changing={changing?.kind === kind ? changing.id : null}
      busy={changing !== null}
      refusal={changeRefusal?.kind === kind && changeText ? { id: changeRefusal.id, text: changeText } : null}
      onMove={(id, direction) => move({ kind, id, direction })}
      onShow={(id, visible) => show({ kind, id, visible })}
      onRetry={() => request(kind)}
    />
  );
}

/** /admin/content: the storefront's banners and stories, their order and whether each is shown. */
export function ContentSection() {
  const { t } = useLingui();
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="8" data-testid="admin-content">
      <KindList kind="banners" title={t({ id: "admin.content.banners", message: "Banners" })} />
      <KindList kind="stories" title={t({ id: "admin.content.stories", message: "Stories" })} />
    </SimpleGrid>
  );
}
