import type { GroupTree } from "../commerceml/classifier.ts";
import { itemName, refusalText } from "../onec-words.ts";
import type { GroupLink } from "./catalogue-links.repository.ts";
import { orSkip, type CatalogueWriters, type StepScope } from "./step-scope.ts";

/** The levels of the storefront's menu, which the catalogue's tree keeps to (its MAX_CATEGORY_DEPTH). */
const MENU_DEPTH = 3;

/** Goods 1C puts in no group (or in a group its classifier never gave) go to this section's category. */
export const UNGROUPED: GroupTree = { id: "1c:ungrouped", title: "Товары из 1С", children: [] };

/**
 * 1C's groups as the shop's category tree. The menu shows three levels: a group deeper than that is not a
 * category of its own, its goods go to its third-level ancestor's. A category is written only when 1C
 * changed the group's name or place, so a repeated exchange touches nothing.
 */
export class GroupsApplier {
  constructor(private readonly w: CatalogueWriters) {}

  async groups(scope: StepScope): Promise<Map<string, GroupLink>> {
    scope.groups ??= await this.w.links.groups(scope.tx);
    return scope.groups;
  }

  async apply(scope: StepScope, tree: GroupTree, parent: GroupLink | null = null): Promise<void> {
    const groups = await this.groups(scope);
    const depth = (parent?.depth ?? 0) + 1;
    const known = groups.get(tree.id);
    const same =
      known &&
      known.title === tree.title &&
      known.parentId === (parent?.groupId ?? null) &&
      known.depth === depth;
    let link: GroupLink | null = same ? known : null;
    if (!link && depth > MENU_DEPTH) {
      link = {
        groupId: tree.id,
        parentId: parent!.groupId,
        title: tree.title,
        depth,
        categoryId: parent!.categoryId,
        itemsCategoryId: null,
      };
      await this.w.links.saveGroup(scope.tx, link);
    } else if (!link) {
      const saved = await orSkip(
        scope,
        itemName("Группа", tree.title, tree.id),
        () =>
          this.w.tree.saveCategoryIn(
            scope.tx,
            { externalId: tree.id },
            { titleRu: tree.title, parentId: parent?.categoryId ?? null },
            scope.batch,
          ),
        refusalText,
      );
      if (!saved) return;
      link = {
        groupId: tree.id,
        parentId: parent?.groupId ?? null,
        title: tree.title,
        depth,
        categoryId: saved.id,
        itemsCategoryId: depth === 1 ? (known?.itemsCategoryId ?? null) : null,
      };
      await this.w.links.saveGroup(scope.tx, link);
    }
    groups.set(tree.id, link);
    scope.count("groups");
    for (const inner of tree.children) await this.apply(scope, inner, link);
  }

  /**
   * The category a good of these groups hangs on: the first group the exchange knows. A section holds no
   * goods of its own, so a section's goods go to a category of the same name under it, made when first
   * needed; goods of no known group go to the UNGROUPED section's.
   */
  async categoryOf(scope: StepScope, groupIds: readonly string[]): Promise<number | null> {
    const groups = await this.groups(scope);
    let link = groupIds.map((id) => groups.get(id)).find((g) => g !== undefined);
    if (!link) {
      await this.apply(scope, UNGROUPED);
      link = groups.get(UNGROUPED.id);
      if (!link) return null;
    }
    if (link.depth > 1) return link.categoryId;
    if (link.itemsCategoryId !== null) return link.itemsCategoryId;
    const section = link;
    const saved = await orSkip(
      scope,
      itemName("Группа", section.title, section.groupId),
      () =>
        this.w.tree.saveCategoryIn(
          scope.tx,
          { externalId: `${section.groupId}#items` },
          { titleRu: section.title, parentId: section.categoryId },
          scope.batch,
        ),
      refusalText,
    );
    if (!saved) return null;
    const withItems = { ...section, itemsCategoryId: saved.id };
    await this.w.links.saveGroup(scope.tx, withItems);
    groups.set(section.groupId, withItems);
    return saved.id;
  }
}
