import { buildRanges } from "./ranges-build.data.ts";
import { engineeringRanges } from "./ranges-engineering.data.ts";
import { finishRanges } from "./ranges-finish.data.ts";
import { mixesRanges } from "./ranges-mixes.data.ts";
import { shellRanges } from "./ranges-shell.data.ts";
import { toolRanges } from "./ranges-tools.data.ts";
import type { KindRange } from "./kind-range.ts";

// Each kind's range, keyed by its Russian title t[0] like its drawing (kind-pictures.data.ts).
export const KIND_RANGES: Readonly<Record<string, KindRange>> = {
  ...mixesRanges,
  ...finishRanges,
  ...engineeringRanges,
  ...toolRanges,
  ...shellRanges,
  ...buildRanges,
};
