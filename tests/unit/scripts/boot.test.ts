import { describe, expect, it } from "vitest";
import { bootScript, withBoot } from "../../../scripts/boot";

const BUILT = `<!doctype html>
<html lang="uz-Cyrl">
  <head>
    <title>Qurilish bozori</title>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-1HzVFsBX.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-XKyaHtl9.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CXFhRzCG.css">
  </head>
  <body><div id="root"><!--app-html--></div></body>
</html>`;

describe("the boot script (decision 0043)", () => {
  it("takes the entry's place, named by its hash, and takes its preloads along", () => {
    const { html, boot } = withBoot(BUILT);
    expect(boot.file).toBe("assets/boot-1HzVFsBX.js");
    expect(boot.imports).toEqual(["/assets/rolldown-runtime-XKyaHtl9.js", "/assets/index-1HzVFsBX.js"]);
    expect(html).toContain('<script type="module" crossorigin src="/assets/boot-1HzVFsBX.js"></script>');
    // Nothing of the script is fetched before the boot asks for it; the stylesheet stays.
    expect(html).not.toContain("index-1HzVFsBX.js");
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-CXFhRzCG.css">');
    expect(() => withBoot("<html></html>")).toThrow(/entry/);
  });

  /** Runs the boot script against a stand-in page: which imports it starts, and when. */
  function run(page: { visibility?: string; rootFilled?: boolean; paintTiming?: boolean } = {}) {
    const { visibility = "visible", rootFilled = true, paintTiming = true } = page;
    const log: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const observers: { callback: (list: unknown, observer: unknown) => void; disconnected: boolean }[] = [];
    class FakeObserver {
      private readonly entry;
      constructor(callback: (list: unknown, observer: unknown) => void) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe(options: { type: string }) {
        if (!paintTiming || options.type !== "paint") throw new TypeError("no paint timing");
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    const document = {
      visibilityState: visibility,
      getElementById: (id: string) => (id === "root" ? { firstElementChild: rootFilled ? {} : null } : null),
    };
    const body = bootScript(["/a.js", "/b.js"]).replace(/import\(url\)/g, "log.push(url)");
    new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", "log", body)(
      document,
      (fn: () => void) => frames.push(fn),
      (fn: () => void, ms = 0) => timers.push({ fn, ms }),
      FakeObserver,
      log,
    );
    const paint = (name: string) => {
      const observer = observers[0]!;
      observer.callback(
        { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) },
        {
          disconnect: () => (observer.disconnected = true),
        },
      );
    };
    return { log, frames, timers, observers, paint };
  }

  it("starts in the task after the page's first contentful paint, once", () => {
    const { log, timers, observers, paint } = run();
    expect(log).toEqual([]);
    paint("first-paint");
    expect(timers.filter((t) => t.ms === 0)).toEqual([]);
    paint("first-contentful-paint");
    expect(observers[0]!.disconnected).toBe(true);
    expect(log).toEqual([]);
    timers.find((t) => t.ms === 0)!.fn();
    expect(log).toEqual(["/a.js", "/b.js"]);
    // The floor timer finds it started and starts nothing twice.
    timers.find((t) => t.ms === 1000)!.fn();
    expect(log).toEqual(["/a.js", "/b.js"]);
  });

  it("starts at once in a background tab, or when the server sent no page to paint", () => {
    for (const page of [{ visibility: "hidden" }, { rootFilled: false }]) {
      const { log, observers } = run(page);
      expect(log).toEqual(["/a.js", "/b.js"]);
      expect(observers).toEqual([]);
    }
  });

  it("waits for the next frame where the browser times no paint, and for the floor where none comes", () => {
    const framed = run({ paintTiming: false });
    framed.frames.shift()!();
    framed.timers.find((t) => t.ms === 0)!.fn();
    expect(framed.log).toEqual(["/a.js", "/b.js"]);
    const silent = run();
    silent.timers.find((t) => t.ms === 1000)!.fn();
    expect(silent.log).toEqual(["/a.js", "/b.js"]);
  });
});
