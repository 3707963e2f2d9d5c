import { ensureArea } from "./load-catalog";

/**
 * The refusal texts with the catalog they read: both stay out of the first load and come when a refused
 * request first needs words.
 */
export const loadRefusalText = () =>
  Promise.all([import("./refusal-text"), ensureArea("validation")]).then(([m]) => m);
