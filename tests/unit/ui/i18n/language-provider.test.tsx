// @vitest-environment happy-dom
import { setupI18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "../../../../ui/i18n/language-provider";

function Greeting({ renders }: { renders: { count: number } }) {
  const { _ } = useLingui();
  renders.count++;
  return <p>{_({ id: "hello" })}</p>;
}

function mount() {
  const i18n = setupI18n({ locale: "uz", messages: { uz: { hello: "Салом" }, ru: { hello: "Привет" } } });
  const renders = { count: 0 };
  render(
    <LanguageProvider i18n={i18n}>
      <Greeting renders={renders} />
    </LanguageProvider>,
  );
  return { i18n, renders };
}

describe("the tab's Lingui context (ui/i18n/language-provider.tsx)", () => {
  it("does not render the page again when an on-demand area's texts are merged in", () => {
    const { i18n, renders } = mount();
    const before = renders.count;
    // What load-catalog.ts's ensureAreaAlone does once an area's chunk has come.
    act(() => i18n.load("uz", { "reviews.title": "Шарҳлар" }));
    expect(renders.count).toBe(before);
    expect(i18n._("reviews.title")).toBe("Шарҳлар");
    expect(screen.getByText("Салом")).toBeTruthy();
  });

  it("renders the page in a language activated later", () => {
    const { i18n } = mount();
    act(() => i18n.activate("ru"));
    expect(screen.getByText("Привет")).toBeTruthy();
  });
});
