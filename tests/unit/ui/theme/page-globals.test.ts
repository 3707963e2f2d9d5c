// @vitest-environment happy-dom
import { createSystem, defaultConfig } from "@chakra-ui/react";
import { afterEach, describe, expect, it } from "vitest";
import { systemForPage } from "../../../../ui/theme/page-globals";

const system = createSystem(defaultConfig);

describe("Chakra's globals in a server-rendered tab (ui/theme/page-globals.ts)", () => {
  afterEach(() => document.head.replaceChildren());

  it("are not made again when the page's head holds them", () => {
    const tag = document.createElement("style");
    tag.setAttribute("data-emotion", "css-global 1a2b3c");
    document.head.append(tag);
    const page = systemForPage(system);
    expect(page._global).toEqual([]);
    // Everything else is the system's own.
    expect(page.token("colors.red.500")).toBe(system.token("colors.red.500"));
    expect(page.getRecipe("button")).toBe(system.getRecipe("button"));
    expect(page._config).toBe(system._config);
  });

  it("are the system's where the page has none (a tab rendered in the browser alone)", () => {
    expect(systemForPage(system)).toBe(system);
  });
});
