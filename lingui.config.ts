import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// Message ids are explicit keys (the spec's own keys where it names one, e.g. phone_error); the English text
// in the source is only a default, so every interface language, ru included, is a real translation. Catalogs
// are split by area so that parts built side by side never edit the same file, and so the shop does not ship
// story-only texts.
const PROFILE_FORMS = [
  "avatar-picker.tsx",
  "card-add-flow.tsx",
  "card-add-form.tsx",
  "card-remove-dialog.tsx",
  "cards-view.tsx",
  "lazy-code-step.tsx",
  "master-confirmation.tsx",
  "password-change-form.tsx",
  "phone-change-flow.tsx",
  "phone-change-form.tsx",
  "profile-edit-form.tsx",
  "profile-safety.tsx",
  "profile-sections.tsx",
  "refusal-at.ts",
].map((file) => `<rootDir>/ui/features/profile/${file}`);

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "ru", "uz", "sr"],
  fallbackLocales: { default: "en" },
  catalogs: [
    { path: "<rootDir>/locales/kit/{locale}", include: ["<rootDir>/ui/kit"] },
    { path: "<rootDir>/locales/validation/{locale}", include: ["<rootDir>/ui/i18n"] },
    {
      path: "<rootDir>/locales/account/{locale}",
      include: ["<rootDir>/ui/features/account", "<rootDir>/stories/account"],
    },
    // The profile's forms, shown only once the session is known: fetched on demand with their code
    // (ui/features/profile/lazy-profile-forms.tsx), so not in any page's first load.
    { path: "<rootDir>/locales/profile/{locale}", include: PROFILE_FORMS },
    // The checkout and the orders pages, fetched with their code once a signed-in shopper opens them
    // (ui/features/checkout/lazy-checkout.tsx, ui/features/orders/lazy-orders.tsx). Two catalogs, so
    // neither page fetches the other's texts.
    { path: "<rootDir>/locales/checkout/{locale}", include: ["<rootDir>/ui/features/checkout"] },
    {
      path: "<rootDir>/locales/orders/{locale}",
      include: ["<rootDir>/ui/features/orders"],
    },
    // The review form and photo viewer, the profile's help pages, and its balance and calculators: each
    // fetched with its code when a shopper opens it.
    {
      path: "<rootDir>/locales/reviews/{locale}",
      include: ["<rootDir>/ui/features/reviews", "<rootDir>/stories/features/reviews"],
    },
    {
      path: "<rootDir>/locales/support/{locale}",
      include: ["<rootDir>/ui/features/support", "<rootDir>/stories/features/support"],
    },
    {
      path: "<rootDir>/locales/loyalty/{locale}",
      include: ["<rootDir>/ui/features/loyalty", "<rootDir>/stories/features/loyalty"],
    },
    {
      path: "<rootDir>/locales/admin/{locale}",
      include: ["<rootDir>/ui/features/admin", "<rootDir>/stories/features/admin"],
    },
    {
      path: "<rootDir>/locales/app/{locale}",
      include: ["<rootDir>/ui", "<rootDir>/application", "<rootDir>/stories"],
      exclude: [
        "<rootDir>/ui/kit",
        "<rootDir>/ui/i18n",
        "<rootDir>/stories/kit",
        "<rootDir>/ui/features/account",
        "<rootDir>/stories/account",
        "<rootDir>/ui/features/checkout",
        "<rootDir>/ui/features/orders",
        "<rootDir>/ui/features/reviews",
        "<rootDir>/stories/features/reviews",
        "<rootDir>/ui/features/support",
        "<rootDir>/stories/features/support",
        "<rootDir>/ui/features/loyalty",
        "<rootDir>/stories/features/loyalty",
        "<rootDir>/ui/features/admin",
        "<rootDir>/stories/features/admin",
        ...PROFILE_FORMS,
      ],
    },
    // Texts only the kit's stories show; the browser never loads this catalog (ui/i18n/load-catalog.ts).
    { path: "<rootDir>/locales/stories/{locale}", include: ["<rootDir>/stories/kit"] },
  ],
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
});
