import { attach, createEvent, createStore, sample } from "effector";
import { $deps, $language, languageChanged } from "../app/app.model";
import { requireDeps } from "../app/deps";
import type { Category, HeaderMenuItem } from "../catalogue/catalogue.types";
import type { Contacts, FooterColumn } from "../content/content.types";

/** The shared chrome (header, menus, footer) is needed for a language it has not loaded yet. */
export const layoutRequested = createEvent();

export const loadLayoutFx = attach({
  source: $deps,
  effect: async (deps) => {
    const { catalogue, content } = requireDeps(deps);
    const [tree, menu, contacts, footer] = await Promise.allSettled([
      catalogue.categoryTree(),
      catalogue.headerMenu(),
      content.contacts(),
      content.footer(),
    ]);
    return {
      tree: tree.status === "fulfilled" ? tree.value : null,
      menu: menu.status === "fulfilled" ? menu.value : null,
      contacts: contacts.status === "fulfilled" ? contacts.value : null,
      footer: footer.status === "fulfilled" ? footer.value : null,
    };
  },
});

export const $categoryTree = createStore<readonly Category[]>([]);
export const $headerMenu = createStore<readonly HeaderMenuItem[]>([]);
export const $contacts = createStore<Contacts | null>(null);
export const $footer = createStore<readonly FooterColumn[]>([]);
/** The language the chrome was loaded in; "" before the first load. */
export const $layoutLanguage = createStore("");

sample({
  clock: layoutRequested,
  source: { loaded: $layoutLanguage, language: $language, pending: loadLayoutFx.pending },
  filter: ({ loaded, language, pending }) => !pending && loaded !== language,
  target: loadLayoutFx,
});
// Categories and the header menu come back in the request language, so a language change refetches them.
sample({ clock: languageChanged, target: layoutRequested });

sample({
  clock: loadLayoutFx.doneData,
  filter: (d) => d.tree !== null,
  fn: (d) => d.tree ?? [],
  target: $categoryTree,
});
sample({
  clock: loadLayoutFx.doneData,
  filter: (d) => d.menu !== null,
  fn: (d) => d.menu ?? [],
  target: $headerMenu,
});
sample({
  clock: loadLayoutFx.doneData,
  filter: (d) => d.footer !== null,
  fn: (d) => d.footer ?? [],
  target: $footer,
});
// Contacts are cached once loaded per language (spec section 7 caches them; the address is written in the
// language).
sample({
  clock: loadLayoutFx.doneData,
  filter: (d) => d.contacts !== null,
  fn: (d) => d.contacts,
  target: $contacts,
});
sample({ clock: loadLayoutFx.done, source: $language, target: $layoutLanguage });
