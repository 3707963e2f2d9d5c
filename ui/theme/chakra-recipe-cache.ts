/**
 * Chakra's recipe factory (`cva` of its styled system) with each recipe built once per config, put in its
 * place by the build (vite.config.ts, `cheaperChakraStyles`). Every element a `chakra()` component renders
 * calls `cva(config)` with the component's own config and merges it with its base's, so each render built
 * two or three recipes with fresh caches, and their styles were resolved again from nothing: about four new
 * caches and a score of style computations per element. A product page's hydration made some 5,500 caches
 * on a phone (issue 28). The configs are the components' own, fixed when they are defined, so a recipe kept
 * per config (and a merge kept per pair) is the same recipe, and its caches now serve every render.
 */
type Recipe = ((...args: never[]) => unknown) & { merge(other: unknown): Recipe };
type RecipeFn = (config?: object) => Recipe;

const isKey = (value: unknown): value is object =>
  (typeof value === "object" && value !== null) || typeof value === "function";

export function cachedRecipeFn(cva: RecipeFn): RecipeFn {
  const byConfig = new WeakMap<object, Recipe>();
  const merges = new WeakMap<object, WeakMap<object, Recipe>>();
  // A call without a config: one recipe for all of them, as the default config is always empty.
  const noConfig = {};

  const keep = (recipe: Recipe): Recipe => {
    const merge = recipe.merge;
    recipe.merge = function (this: Recipe, other: unknown) {
      if (!isKey(other)) return keep(merge.call(this, other));
      let withThis = merges.get(this);
      if (!withThis) merges.set(this, (withThis = new WeakMap()));
      let merged = withThis.get(other);
      if (!merged) withThis.set(other, (merged = keep(merge.call(this, other))));
      return merged;
    };
    return recipe;
  };

  return (config?: object) => {
    const key = config ?? noConfig;
    let recipe = byConfig.get(key);
    if (!recipe) byConfig.set(key, (recipe = keep(cva(config))));
    return recipe;
  };
}
