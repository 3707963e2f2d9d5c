import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import { adminEndpoints as E } from "../../../contract/admin.endpoints.ts";
import { found, unwrap } from "../../platform/failure.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { PictureStore } from "../../platform/picture-store.port.ts";
import { routePath } from "../../platform/route-path.ts";
import type { CategoryDraft, TreeUpkeep } from "../catalogue/index.ts";
import { noteChange, sentFields } from "./admin-audit.ts";
import { checked, formBody, invalidField, keptPicture, type ReadForm } from "./admin-form.ts";
import { listPage } from "./admin-input.ts";
import type { AdminTreeRepository, BrandRow, TreeRow } from "./admin-tree.repository.ts";

const BRANDS_PAGE = 50;

/**
 * The category tree and the brands (contract/admin-tree.endpoints.ts). Every write goes through the
 * catalogue's tree upkeep, which checks it and publishes `catalogue.changed` in its transaction; this process
 * drops its cached answers at once, so the storefront's menu and filters show the change next.
 */
export function registerAdminTree(
  app: FastifyInstance,
  deps: {
    tree: AdminTreeRepository;
    upkeep: Pick<TreeUpkeep, "saveCategory" | "orderCategories" | "saveBrand">;
    pictures: PictureStore;
    media: MediaUrls;
    readForm: ReadForm;
    answersChanged: () => void;
    publicUrl: string;
    guard: preHandlerAsyncHookHandler;
  },
) {
  const { tree, upkeep, pictures, media, readForm, guard } = deps;
  const category = (r: TreeRow) => ({
    id: r.id,
    parent_id: r.parent_id,
    title_ru: r.title_ru,
    title_uz: r.title_uz,
    title_sr: r.title_sr,
    icon: r.icon ? media.url("categories", r.icon) : null,
    position: r.position,
  });
  const brand = (r: BrandRow) => ({
    id: r.id,
    title: r.title,
    country: r.country,
    logo: r.icon ? media.url("brands", r.icon) : null,
  });
  const categories = async () => ({ results: (await tree.categories()).map(category) });

  /** Runs a save that took a new picture; a refused save leaves no picture behind. */
  async function withPicture<T>(
    folder: "brands" | "categories",
    picture: string | undefined,
    save: () => Promise<T>,
  ): Promise<T> {
    try {
      const saved = await save();
      deps.answersChanged();
      return saved;
    } catch (error) {
      if (picture) await pictures.remove(folder, picture);
      throw error;
    }
  }

  async function saveCategory(id: number | null, body: typeof E.adminCategoryCreate.body.TYPE) {
    const icon = body.icon && (await keptPicture(pictures, "categories", body.icon, "icon"));
    const parent = body.parent_id;
    const draft: CategoryDraft = {
      titleRu: body.title_ru,
      titleUz: body.title_uz,
      titleSr: body.title_sr,
      ...(parent === undefined ? {} : { parentId: parent === "" || parent === null ? null : parent }),
      ...(icon ? { icon } : {}),
    };
    const saved = await withPicture("categories", icon || undefined, async () =>
      unwrap(await upkeep.saveCategory(id === null ? null : { id }, draft)),
    );
    return category(found(await tree.category(saved.id)));
  }

  app.get(routePath(E.adminCategories.path), { preHandler: guard }, categories);

  app.post(routePath(E.adminCategoryCreate.path), { preHandler: guard }, async (request, reply) => {
    const body = await formBody(request, readForm, E.adminCategoryCreate.body);
    const answer = await saveCategory(null, body);
    noteChange(request, "category.created", answer.id, sentFields(body));
    return reply.code(201).send(answer);
  });

  app.patch(routePath(E.adminCategoryEdit.path), { preHandler: guard }, async (request) => {
    const { id } = checked(E.adminCategoryEdit.params, request.params, "id");
    const body = await formBody(request, readForm, E.adminCategoryEdit.body);
    const answer = await saveCategory(id, body);
    noteChange(request, "category.changed", id, sentFields(body));
    return answer;
  });

  app.post(routePath(E.adminCategoriesOrder.path), { preHandler: guard }, async (request) => {
    const body = checked(E.adminCategoriesOrder.body, request.body, "body");
    unwrap(await upkeep.orderCategories(body.parent_id, body.ids));
    deps.answersChanged();
    noteChange(request, "category.ordered", body.parent_id ?? 0, ["ids"]);
    return categories();
  });

  app.get(routePath(E.adminBrands.path), { preHandler: guard }, async (request) => {
    const query = checked(E.adminBrands.query, request.query, "query");
    const page = { page: query.page ?? 1, size: BRANDS_PAGE };
    const { rows, total } = await tree.brands((query.q ?? "").trim(), page.page, page.size);
    return listPage(request, deps.publicUrl, rows.map(brand), total, page);
  });

  async function saveBrand(id: number | null, body: typeof E.adminBrandCreate.body.TYPE) {
    // The upkeep takes a brand named like one there is as that brand (a spreadsheet's way); staff asking
    // for a new one, or renaming, mean another brand, so the name must be free.
    const title = body.title?.trim();
    if (title) {
      const named = await tree.brandNamed(title);
      if (named !== null && named !== id) throw invalidField("title");
    }
    if (id !== null) found(await tree.brand(id));
    const logo = body.logo && (await keptPicture(pictures, "brands", body.logo, "logo"));
    const saved = await withPicture("brands", logo || undefined, async () =>
      unwrap(
        await upkeep.saveBrand(id === null ? null : { id }, {
          title: body.title,
          country: body.country?.trim(),
          ...(logo ? { icon: logo } : {}),
        }),
      ),
    );
    return brand(found(await tree.brand(saved.id)));
  }

  app.post(routePath(E.adminBrandCreate.path), { preHandler: guard }, async (request, reply) => {
    const body = await formBody(request, readForm, E.adminBrandCreate.body);
    const answer = await saveBrand(null, body);
    noteChange(request, "brand.created", answer.id, sentFields(body));
    return reply.code(201).send(answer);
  });

  app.patch(routePath(E.adminBrandEdit.path), { preHandler: guard }, async (request) => {
    const { id } = checked(E.adminBrandEdit.params, request.params, "id");
    const body = await formBody(request, readForm, E.adminBrandEdit.body);
    const answer = await saveBrand(id, body);
    noteChange(request, "brand.changed", id, sentFields(body));
    return answer;
  });
}
