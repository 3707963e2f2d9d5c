import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { adminEndpoints as E } from "../../../contract/admin.endpoints.ts";
import type { PlacedForm, TextForm } from "../../../contract/admin-content-edit.endpoints.ts";
import { found } from "../../platform/failure.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { Outbox } from "../../platform/outbox.port.ts";
import { PICTURE_NAME, type PictureStore } from "../../platform/picture-store.port.ts";
import { routePath } from "../../platform/route-path.ts";
import type { Transactor, Tx } from "../../platform/transactions.ts";
import { noteChange, sentFields } from "./admin-audit.ts";
import type {
  AdminContentEditRepository,
  TextKind,
  TextRow,
  Texts,
} from "./admin-content-edit.repository.ts";
import type { ContentTable, PlacedRow } from "./admin-content.repository.ts";
import { checked, formBody, invalidField, keptPicture, requiredField, type ReadForm } from "./admin-form.ts";
import { langOf } from "./admin-input.ts";

type Form = typeof PlacedForm.TYPE;

/** Russian is required; an Uzbek text left empty shows the Russian, as the storefront has no other. */
function texts(form: Form, prefix: "title" | "sub_title", required: boolean): Texts {
  const ru = form[`${prefix}_ru`]?.trim() ?? "";
  if (required && ru === "") throw requiredField(`${prefix}_ru`);
  return { ru, uz: form[`${prefix}_uz`]?.trim() || ru, sr: form[`${prefix}_sr`]?.trim() || ru };
}

/** A path of the shop ("/products?sections=1", never "//elsewhere") or an https address. */
export function linkOf(text: string | undefined): string {
  const link = text?.trim() ?? "";
  if (link === "") throw requiredField("url");
  if (/^\/(?!\/)[^\s\\]*$/.test(link)) return link;
  try {
    if (new URL(link).protocol === "https:" && !/\s/.test(link)) return link;
  } catch {
    // not an address at all
  }
  throw invalidField("url");
}

/**
 * Banners and stories made with their picture and link, and removed; pages and blog posts rewritten
 * (contract/admin-content-edit.endpoints.ts). Each change drops the cached public answers in its own
 * transaction (and this process's at once), so the home page and the page show it next.
 */
export function registerAdminContentEdit(
  app: FastifyInstance,
  deps: {
    content: AdminContentEditRepository;
    pictures: PictureStore;
    media: MediaUrls;
    readForm: ReadForm;
    transactor: Transactor;
    outbox: Outbox;
    answersChanged: () => void;
    guard: preHandlerAsyncHookHandler;
  },
) {
  const { content, pictures, media, readForm, guard } = deps;

  async function changed<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await deps.transactor.run(async (tx) => {
      const value = await work(tx);
      await deps.outbox.add(tx, "cache.invalidate", { scope: "answers" });
      return value;
    });
    deps.answersChanged();
    return result;
  }

  const placed = [
    ["banners", "banner", E.adminBannerCreate.path, E.adminBannerRemove.path],
    ["stories", "story", E.adminStoryCreate.path, E.adminStoryRemove.path],
  ] as const;
  for (const [table, kind, createPath, removePath] of placed) {
    const view = (r: PlacedRow) => ({ ...r, image: media.url(table, r.image) });

    app.post(routePath(createPath), { preHandler: guard }, async (request: FastifyRequest, reply) => {
      const form: Form = await formBody(request, readForm, E.adminBannerCreate.body);
      const title = texts(form, "title", true);
      const subTitle = texts(form, "sub_title", false);
      const url = linkOf(form.url);
      if (!form.image) throw requiredField("image");
      const image = await keptPicture(pictures, table, form.image, "image");
      const lang = langOf(request);
      const fresh = { title, subTitle, image, url };
      const row = await changed((tx) =>
        table === "banners" ? content.addBanner(tx, lang, fresh) : content.addStory(tx, lang, fresh),
      ).catch(async (error: unknown) => {
        await pictures.remove(table, image);
        throw error;
      });
      noteChange(request, `${kind}.created`, row.id, sentFields(form));
      return reply.code(201).send(view(row));
    });

    app.delete(routePath(removePath), { preHandler: guard }, async (request) => {
      const { id } = checked(E.adminBannerRemove.params, request.params, "id");
      const images = found(await changed((tx) => content.remove(tx, table as ContentTable, id)));
      // Only uploaded pictures are the row's own; a drawn one (the seed's) is a name, not a file.
      for (const image of new Set(images)) if (PICTURE_NAME.test(image)) await pictures.remove(table, image);
      noteChange(request, `${kind}.removed`, id);
      return { id };
    });
  }

  const textKinds = [
    ["page", E.adminPages.path, E.adminPageEdit.path],
    ["post", E.adminPosts.path, E.adminPostEdit.path],
  ] as const;
  for (const [kind, listPath, editPath] of textKinds) {
    app.get(routePath(listPath), { preHandler: guard }, async () => ({
      results: await content.texts(kind),
    }));

    app.patch(routePath(editPath), { preHandler: guard }, async (request) => {
      const { id } = checked(E.adminPageEdit.params, request.params, "id");
      const form = checked(E.adminPageEdit.body, request.body, "body");
      const row = await changed(async (tx) => {
        const current = found(await content.text(tx, kind as TextKind, id));
        const next = edited(current, form);
        await content.saveText(tx, next);
        return next;
      });
      noteChange(request, `${kind}.changed`, id, sentFields(form));
      return row;
    });
  }
}

/** The sent fields over the current ones; Russian may not be emptied, an emptied Uzbek shows the Russian. */
function edited(current: TextRow, form: typeof TextForm.TYPE): TextRow {
  const next = { ...current };
  for (const part of ["title", "body"] as const) {
    const ru = form[`${part}_ru`];
    if (ru !== undefined) {
      if (ru.trim() === "") throw requiredField(`${part}_ru`);
      next[`${part}_ru`] = part === "title" ? ru.trim() : ru;
    }
    for (const lang of ["uz", "sr"] as const) {
      const value = form[`${part}_${lang}`];
      if (value !== undefined) next[`${part}_${lang}`] = value.trim() === "" ? next[`${part}_ru`] : value;
    }
  }
  return next;
}
