// Every kind's drawing by name (lowercase a-z, as picture keys need): one file per family of goods.
import { BUILDING } from "./building.ts";
import { ELECTRIC } from "./electric.ts";
import { FASTENERS } from "./fasteners.ts";
import { GARDEN } from "./garden.ts";
import { INSULATION } from "./insulation.ts";
import type { Drawing } from "./kit.ts";
import { METAL } from "./metal.ts";
import { OPENINGS } from "./openings.ts";
import { PAINT } from "./paint.ts";
import { PIPES } from "./pipes.ts";
import { PLUMBING } from "./plumbing.ts";
import { ROOFING } from "./roofing.ts";
import { SURFACES } from "./surfaces.ts";
import { TOOLS } from "./tools.ts";
import { WOOD_DRAWINGS } from "./wood.ts";

export const DRAWINGS: Record<string, Drawing> = {
  ...PAINT,
  ...BUILDING,
  ...SURFACES,
  ...WOOD_DRAWINGS,
  ...INSULATION,
  ...ROOFING,
  ...OPENINGS,
  ...METAL,
  ...GARDEN,
  ...PLUMBING,
  ...PIPES,
  ...ELECTRIC,
  ...TOOLS,
  ...FASTENERS,
};
