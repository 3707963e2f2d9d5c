import { useLingui } from "@lingui/react/macro";
import type {
  EditorLanguage,
  EditorProblem,
  Unit,
} from "../../../../application/admin/sections/product-editor.types";
import { useProductTexts } from "./product-texts";

/** The product editor's words: its sections, languages, units and why a value cannot be sent. */
export function useEditorTexts() {
  const { t } = useLingui();
  const shared = useProductTexts();
  const language: Record<EditorLanguage, string> = {
    ru: t({ id: "admin.productEditor.lang.ru", message: "Russian" }),
    uz: t({ id: "admin.productEditor.lang.uz", message: "Uzbek (Cyrillic)" }),
    sr: t({ id: "admin.productEditor.lang.sr", message: "Uzbek (Latin)" }),
  };
  const unit: Record<Unit, string> = {
    pcs: t({ id: "admin.productEditor.unit.pcs", message: "piece" }),
    kg: t({ id: "admin.productEditor.unit.kg", message: "kilogram" }),
    g: t({ id: "admin.productEditor.unit.g", message: "gram" }),
    l: t({ id: "admin.productEditor.unit.l", message: "litre" }),
    m: t({ id: "admin.productEditor.unit.m", message: "metre" }),
    m2: t({ id: "admin.productEditor.unit.m2", message: "square metre" }),
    pack: t({ id: "admin.productEditor.unit.pack", message: "pack" }),
    set: t({ id: "admin.productEditor.unit.set", message: "set" }),
  };
  const problem: Record<EditorProblem, string> = {
    ...shared.problem,
    required: t({ id: "admin.productEditor.requiredText", message: "Fill this in" }),
    tooLong: t({ id: "admin.productEditor.tooLong", message: "Too long" }),
  };
  return {
    shared,
    language,
    unit,
    problem,
    /** A price problem says "a number above zero", the rest "fill this in". */
    numberRequired: shared.problem.required,
    section: {
      texts: t({ id: "admin.productEditor.section.texts", message: "Names and descriptions" }),
      placement: t({ id: "admin.productEditor.section.placement", message: "Placement" }),
      price: t({ id: "admin.productEditor.section.price", message: "Price and stock" }),
      photos: t({ id: "admin.productEditor.section.photos", message: "Photos" }),
      identity: t({ id: "admin.productEditor.section.identity", message: "Identity" }),
    },
    missing: t({ id: "admin.productEditor.missing", message: "Not translated" }),
    hidden: t({ id: "admin.productEditor.hidden", message: "Hidden" }),
    needsTranslation: t({ id: "admin.productEditor.needsTranslation", message: "Needs translation" }),
    notTaken: t({ id: "admin.productEditor.notTaken", message: "The server did not take this value." }),
  };
}
export type EditorTexts = ReturnType<typeof useEditorTexts>;
