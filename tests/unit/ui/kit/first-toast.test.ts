import { beforeEach, describe, expect, it, vi } from "vitest";

const shown = vi.hoisted(() => [] as string[]);
vi.mock("react-toastify", () => ({
  toast: {
    success: (m: string) => shown.push(`success: ${m}`),
    error: (m: string) => shown.push(`error: ${m}`),
  },
}));

// The toast region (and react-toastify with it) is loaded only once a toast is asked for.
describe("onFirstToast", () => {
  beforeEach(() => {
    vi.resetModules();
    shown.length = 0;
  });

  it("tells the region nothing until the first toast, then once, and the toast still shows", async () => {
    const { onFirstToast, showToast } = await import("../../../../ui/kit/toast");
    const region = vi.fn();
    onFirstToast(region);
    expect(region).not.toHaveBeenCalled();
    showToast("success", "Added to the basket");
    await vi.waitFor(() => expect(shown).toEqual(["success: Added to the basket"]));
    showToast("error", "No stock");
    await vi.waitFor(() => expect(shown).toEqual(["success: Added to the basket", "error: No stock"]));
    expect(region).toHaveBeenCalledTimes(1);
  });

  it("tells a region that subscribes after the first toast at once, and none that unsubscribed", async () => {
    const { onFirstToast, showToast } = await import("../../../../ui/kit/toast");
    const gone = vi.fn();
    onFirstToast(gone)();
    showToast("success", "Saved");
    expect(gone).not.toHaveBeenCalled();
    const late = vi.fn();
    onFirstToast(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
