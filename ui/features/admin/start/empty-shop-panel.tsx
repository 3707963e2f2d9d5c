import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useEffect } from "react";
import {
  $catalogueStart,
  $catalogueStartRefusal,
  $catalogueStartStatus,
  catalogueStartOpened,
  isEmptyShop,
} from "../../../../application/admin/sections/catalogue-start.model";
import { $downloading, downloadFx } from "../../../../application/admin/sections/sheets.model";
import { NO_SHEET_FILTER, SHEET_FILES } from "../../../../application/admin/sections/sheets.types";
import { RouterLink } from "../../orders/router-link";
import { ListFailed } from "../list-states";
import { saveFile } from "../sheets/save-file";
import { useSpokenRefusal } from "../use-refusal-words";
import { EmptyShopGuide } from "./empty-shop-guide";

/**
 * Above the order queue, for someone who may edit the catalogue: the guide when the shop has no goods;
 * nothing while asking (a shop with goods should not flash a panel) or once it has some.
 */
export function EmptyShopPanel() {
  const { t } = useLingui();
  const [start, status, refusal, open, downloading, download] = useUnit([
    $catalogueStart,
    $catalogueStartStatus,
    $catalogueStartRefusal,
    catalogueStartOpened,
    $downloading,
    downloadFx,
  ]);
  const words = useSpokenRefusal(refusal);
  useEffect(() => void open(), [open]);
  // A refusal of the caller's role (403) says whom to ask, as the lists do, with no retry.
  if (status === "error")
    return (
      <ListFailed
        testId="empty-shop-error"
        text={
          words ?? t({ id: "admin.start.error", message: "Could not check whether the catalogue has goods." })
        }
        refusal={refusal}
        onRetry={() => open()}
      />
    );
  if (!isEmptyShop(start)) return null;
  return (
    <EmptyShopGuide
      start={start!}
      downloading={downloading === "template"}
      linkAs={RouterLink}
      onTemplate={() =>
        void download({ file: "template", filter: NO_SHEET_FILTER })
          .then((blob) => saveFile(blob, SHEET_FILES.template))
          .catch(() => {})
      }
    />
  );
}
