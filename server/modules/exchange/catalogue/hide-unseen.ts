import { refusalText } from "../onec-words.ts";
import { ONEC_ACTOR, orSkip, type CatalogueWriters, type StepScope } from "./step-scope.ts";

/**
 * What a full exchange (СодержитТолькоИзменения=false) means for the goods it did not name: they are no
 * longer sold, so their products are hidden (kept for the orders that name them, shown again if 1C names them
 * later). Only 1C's own goods: products of other sources are not 1C's to hide. Goods of a full import.xml;
 * variants of a full offers.xml (1C lists every characteristic's offer there).
 */
export async function hideUnseen(
  w: CatalogueWriters,
  scope: StepScope,
  variants: boolean,
  limit: number,
): Promise<number> {
  const rows = await w.links.unseen(scope.tx, scope.job.sessionId, variants, limit);
  for (const row of rows) {
    const hidden = await orSkip(
      scope,
      row.externalId,
      () => w.products.saveIn(scope.tx, { id: row.productId }, { visible: false }, ONEC_ACTOR, scope.batch),
      refusalText,
    );
    if (hidden) scope.count("hidden");
  }
  await w.links.markHidden(
    scope.tx,
    rows.map((r) => r.externalId),
  );
  if (rows.length < limit && !variants) await w.links.forgetUnseenWaiting(scope.tx, scope.job.sessionId);
  return rows.length;
}
