import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import {
  adminCatalogueEndpoints as E,
  type ProductForm,
} from "../../../contract/admin-catalogue.endpoints.ts";
import { DRAFT_LIMITS, UNITS, type ProductDraft } from "../../../domain/product-draft.ts";
import { found, unwrap } from "../../platform/failure.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { PictureStore } from "../../platform/picture-store.port.ts";
import { routePath } from "../../platform/route-path.ts";
import type { ProductUpkeep, UpkeepActor } from "../catalogue/index.ts";
import type { AdminCatalogueRepository, EditedProduct } from "./admin-catalogue.repository.ts";
import { checked } from "./admin-form.ts";
import { idOf, invalid, langOf } from "./admin-input.ts";
import { notAPhoto, receivePhoto } from "./product-photo.ts";

/** The editor's view: a language still standing in with the Russian shows empty, so staff see it missing. */
function view(p: EditedProduct, media: MediaUrls) {
  const own = (texts: EditedProduct["titles"], lang: "uz" | "sr") =>
    p.missing.includes(lang) ? "" : texts[lang];
  return {
    id: p.id,
    slug: p.slug,
    visible: p.visible,
    missing: p.missing,
    sku: p.sku,
    external_id: p.externalId,
    title_ru: p.titles.ru,
    title_uz: own(p.titles, "uz"),
    title_sr: own(p.titles, "sr"),
    description_ru: p.descriptions.ru,
    description_uz: own(p.descriptions, "uz"),
    description_sr: own(p.descriptions, "sr"),
    category_id: p.categoryId,
    brand_id: p.brandId,
    unit: p.unit as (typeof UNITS)[number],
    unit_value: p.unitValue,
    // A value kept in three languages (the seed's) is edited as its Russian.
    attributes: p.attributes.map(([name, value]): [string, string] => [
      name,
      Array.isArray(value) ? (value[0] ?? "") : value,
    ]),
    group_id: p.groupId,
    price: p.price,
    sale_price: p.salePrice,
    stock: p.stock,
    images: p.images.map((name) => ({ name, url: media.url("products", name) })),
  };
}

/** The form's fields under the catalogue's names; a field not sent stays out, so it keeps its value. */
function draftOf(f: ProductForm): ProductDraft {
  const pairs: [keyof ProductDraft, unknown][] = [
    ["titleRu", f.title_ru],
    ["titleUz", f.title_uz],
    ["titleSr", f.title_sr],
    ["descriptionRu", f.description_ru],
    ["descriptionUz", f.description_uz],
    ["descriptionSr", f.description_sr],
    ["categoryId", f.category_id],
    ["brandId", f.brand_id],
    ["unit", f.unit],
    ["unitValue", f.unit_value],
    ["attributes", f.attributes],
    ["groupId", f.group_id],
    ["price", f.price],
    ["salePrice", f.sale_price],
    ["stock", f.stock],
    ["sku", f.sku],
    ["externalId", f.external_id],
    ["visible", f.visible],
  ];
  return Object.fromEntries(pairs.filter(([, v]) => v !== undefined)) as ProductDraft;
}

/**
 * The back office's product editor (decision 0030): make, change, hide and delete products and their photos.
 * Every write is the catalogue's upkeep service's (its change log, search row and `catalogue.changed` in one
 * transaction); this file only reads. After a write this process's cached answers go at once.
 */
export function registerAdminCatalogue(
  app: FastifyInstance,
  deps: {
    products: AdminCatalogueRepository;
    upkeep: Pick<ProductUpkeep, "save" | "setVisible" | "delete">;
    pictures: PictureStore;
    media: MediaUrls;
    answersChanged: () => void;
    guard: preHandlerAsyncHookHandler;
  },
) {
  const { products, upkeep, pictures, media, guard } = deps;
  const opts = { preHandler: guard };
  const actor = (userId: number | undefined): UpkeepActor => ({ userId: userId ?? null, source: "staff" });
  const shown = async (id: number) => view(found(await products.product(id)), media);
  const idIn = (params: unknown) => idOf(String((params as { id?: unknown }).id ?? ""));
  const after = (changed: boolean) => changed && deps.answersChanged();

  app.get(routePath(E.adminProductChoices.path), opts, async (request) => {
    const { categories, brands } = await products.choices(langOf(request));
    return { categories, brands, units: [...UNITS] };
  });

  app.get(routePath(E.adminProductRead.path), opts, async (request) => shown(idIn(request.params)));

  app.post(routePath(E.adminProductCreate.path), opts, async (request, reply) => {
    const form = checked(E.adminProductCreate.body, request.body, "body");
    const saved = unwrap(await upkeep.save(null, draftOf(form), actor(request.userId)));
    after(true);
    return reply.code(201).send(await shown(saved.id));
  });

  app.put(routePath(E.adminProductSave.path), opts, async (request) => {
    const id = idIn(request.params);
    const form = checked(E.adminProductSave.body, request.body, "body");
    // A deleted product is found by id by the upkeep (old orders name it), but is no longer edited.
    found(await products.product(id));
    after(unwrap(await upkeep.save({ id }, draftOf(form), actor(request.userId))).changed);
    return shown(id);
  });

  app.post(routePath(E.adminProductVisibility.path), opts, async (request) => {
    const id = idIn(request.params);
    const { visible } = checked(E.adminProductVisibility.body, request.body, "body");
    found(await products.product(id));
    after(unwrap(await upkeep.setVisible(id, visible, actor(request.userId))).changed);
    return shown(id);
  });

  app.delete(routePath(E.adminProductDelete.path), opts, async (request) => {
    const id = idIn(request.params);
    found(await products.product(id));
    unwrap(await upkeep.delete(id, actor(request.userId)));
    after(true);
    return { id, deleted: true as const };
  });

  app.post(routePath(E.adminProductPhotoAdd.path), opts, async (request) => {
    const id = idIn(request.params);
    const before = found(await products.product(id));
    if (before.images.length >= DRAFT_LIMITS.images) throw invalid("images");
    const bytes = await receivePhoto(request);
    // Re-encoding takes a while and needs no transaction: the photo is stored first, then named.
    const name = await pictures.save("products", bytes);
    if (name === null) throw notAPhoto();
    // The list is read again just before the save, so a photo added meanwhile by another upload stays.
    const now = found(await products.product(id));
    const saved = await upkeep.save({ id }, { images: [...now.images, name] }, actor(request.userId));
    if (!saved.ok) await pictures.remove("products", name);
    after(unwrap(saved).changed);
    return shown(id);
  });

  app.put(routePath(E.adminProductPhotosOrder.path), opts, async (request) => {
    const id = idIn(request.params);
    const { images } = checked(E.adminProductPhotosOrder.body, request.body, "body");
    const now = found(await products.product(id));
    // Only the product's own photos, each once: a photo is added by uploading it, never by naming one.
    if (new Set(images).size !== images.length || !images.every((name) => now.images.includes(name)))
      throw invalid("images");
    // A removed photo stays in the store: an old order's line and 1C's picture links may still name it.
    after(unwrap(await upkeep.save({ id }, { images }, actor(request.userId))).changed);
    return shown(id);
  });
}
