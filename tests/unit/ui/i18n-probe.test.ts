import { it, expect } from "vitest";
import { createI18n } from "../../../ui/i18n/create-i18n";
it("probe", () => {
  const i18n = createI18n("uz");
  console.log(Object.keys(i18n.messages).length, i18n._("home.brands"), i18n._("app.shell.title"));
  expect(1).toBe(1);
});
