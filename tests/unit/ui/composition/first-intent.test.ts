// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { onFirstIntent } from "../../../../ui/composition/lazy-port";

describe("the shopper's first sign of intent", () => {
  it("is not a field focused by the page itself (a dialog that opens on its own)", () => {
    let runs = 0;
    onFirstIntent(() => runs++);
    const field = document.createElement("input");
    document.body.append(field);
    field.focus();
    field.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(runs).toBe(0);
    window.dispatchEvent(new PointerEvent("pointerdown"));
    expect(runs).toBe(1);
    field.remove();
  });

  it.each(["pointermove", "pointerdown", "touchstart", "keydown"])(
    "is a %s, and runs the task once",
    (type) => {
      let runs = 0;
      onFirstIntent(() => runs++);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      window.dispatchEvent(new Event("keydown"));
      expect(runs).toBe(1);
    },
  );
});
