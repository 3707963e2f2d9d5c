import { attach, combine, createEvent, createStore, sample } from "effector";
import { $deps, $language } from "../app/app.model";
import { requireDeps, type LoadStatus } from "../app/deps";
import { $contacts } from "../layout/layout.model";
import type { Contacts } from "../content/content.types";
import { refusalOf, type Refusal } from "../shared/refusal";
import type { Language } from "../visitor/visitor";
import { supportOf } from "./support-deps";
import type { BugReport, FaqEntry } from "./support.types";

// /profile/help: the FAQ, the shop's contacts, and "report a bug". The feedback form is the content model's
// (application/content/content.model.ts), shared with the contacts page.

/** The help page was opened (again on a change of language). */
export const helpOpened = createEvent();
/** Something on the page failed to load and the shopper asked again. */
export const helpRetried = createEvent();
export const bugReportSubmitted = createEvent<BugReport>();
/** The report form changed after a refusal or a success: the note about the last one goes. */
export const bugReportEdited = createEvent();
export const helpLeft = createEvent();

const local = { serialize: "ignore" } as const;
export const $faq = createStore<readonly FaqEntry[]>([], local);
export const $faqStatus = createStore<LoadStatus>("idle", local);
/** The language the FAQ was loaded in; "" before the first answer. */
const $faqLanguage = createStore("", local);
/** Contacts fetched here when the chrome's load had none (its call failed). */
const $ownContacts = createStore<Contacts | null>(null, local);
export const $helpContacts = combine($contacts, $ownContacts, (shared, own) => shared ?? own);
export const $helpContactsStatus = createStore<LoadStatus>("idle", local);
export const $bugReportStatus = createStore<LoadStatus>("idle", local);
export const $bugReportRefusal = createStore<Refusal | null>(null, local);
/** Counts the reports sent, so the form starts empty after each one. */
export const $bugReportsSent = createStore(0, local);

// Each load takes the language it is made in (the gateway sends the current one), to know what it holds.
export const faqFx = attach({
  source: $deps,
  effect: (deps, _language: Language) => supportOf(deps).faq(),
});
export const helpContactsFx = attach({
  source: $deps,
  effect: (deps) => requireDeps(deps).content.contacts(),
});
export const bugReportFx = attach({
  source: $deps,
  effect: (deps, report: BugReport) => supportOf(deps).reportBug(report),
});

// The FAQ, once per language.
sample({
  clock: [helpOpened, helpRetried],
  source: { loaded: $faqLanguage, language: $language, pending: faqFx.pending },
  filter: ({ loaded, language, pending }) => !pending && loaded !== language,
  fn: ({ language }) => language,
  target: faqFx,
});
sample({ clock: faqFx, fn: (): LoadStatus => "pending", target: $faqStatus });
sample({ clock: faqFx.doneData, target: $faq });
sample({ clock: faqFx.done, fn: (): LoadStatus => "ready", target: $faqStatus });
sample({ clock: faqFx.done, fn: ({ params }) => params, target: $faqLanguage });
// The language changed while it was on its way: asked again in the new one.
sample({
  clock: faqFx.done,
  source: $language,
  filter: (language, { params }) => language !== params,
  target: faqFx,
});
sample({ clock: faqFx.fail, fn: (): LoadStatus => "error", target: $faqStatus });

// Contacts: the chrome's, or asked for here when it has none.
sample({
  clock: [helpOpened, helpRetried],
  source: { shared: $contacts, own: $ownContacts, pending: helpContactsFx.pending },
  filter: ({ shared, own, pending }) => shared === null && own === null && !pending,
  target: helpContactsFx,
});
sample({ clock: helpContactsFx.doneData, target: $ownContacts });
sample({ clock: helpContactsFx, fn: (): LoadStatus => "pending", target: $helpContactsStatus });
sample({ clock: helpContactsFx.done, fn: (): LoadStatus => "ready", target: $helpContactsStatus });
sample({ clock: helpContactsFx.fail, fn: (): LoadStatus => "error", target: $helpContactsStatus });

// Reporting a bug: one at a time; the form keeps its text and photos after a refusal.
sample({
  clock: bugReportSubmitted,
  source: bugReportFx.pending,
  filter: (pending) => !pending,
  fn: (_, report) => report,
  target: bugReportFx,
});
sample({ clock: bugReportFx, fn: (): LoadStatus => "pending", target: $bugReportStatus });
sample({ clock: bugReportFx.done, fn: (): LoadStatus => "ready", target: $bugReportStatus });
sample({ clock: bugReportFx.done, source: $bugReportsSent, fn: (n) => n + 1, target: $bugReportsSent });
sample({ clock: bugReportFx.fail, fn: (): LoadStatus => "error", target: $bugReportStatus });
sample({ clock: bugReportFx.failData, fn: refusalOf, target: $bugReportRefusal });
sample({ clock: bugReportFx, fn: () => null, target: $bugReportRefusal });
sample({
  clock: [bugReportEdited, helpLeft],
  source: $bugReportStatus,
  filter: (status) => status !== "pending",
  fn: (): LoadStatus => "idle",
  target: $bugReportStatus,
});
sample({ clock: [bugReportEdited, helpLeft], fn: () => null, target: $bugReportRefusal });
