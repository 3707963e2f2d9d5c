import type { Page } from "@playwright/test";

// Layout defects a person sees on a page, found from the rendered boxes: something running past the screen's
// edge or cut by its container, one control lying over another, an icon hidden under a badge, a tap target
// under 44 px on a phone, and a title squeezed narrower than ten characters. Each finding names the element
// the way a person would look for it.

export interface LayoutFinding {
  readonly rule: "overflow" | "clipped" | "covered" | "icon-covered" | "small-target" | "narrow-text";
  readonly what: string;
}

export interface LayoutOptions {
  /** Phone-width rules (touch targets) apply. */
  readonly phone: boolean;
}

/** Every layout defect on the page as it stands. */
export async function layoutFindings(page: Page, options: LayoutOptions): Promise<LayoutFinding[]> {
  return page.evaluate(findInPage, options);
}

// Runs in the page: self-contained, no imports.
function findInPage({ phone }: LayoutOptions): LayoutFinding[] {
  const findings: LayoutFinding[] = [];
  const width = document.documentElement.clientWidth;
  const INTERACTIVE =
    "a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=checkbox], " +
    "[role=radio], [role=switch], [role=tab], [role=option], [role=menuitem], [role=slider]";

  const describe = (el: Element): string => {
    const label =
      el.getAttribute("aria-label") ??
      el.getAttribute("data-testid") ??
      (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    const id = el.closest("[data-testid]")?.getAttribute("data-testid");
    return `<${el.tagName.toLowerCase()}> "${label}"${id && id !== label ? ` in ${id}` : ""}`;
  };
  const shown = (el: Element): boolean => {
    const style = getComputedStyle(el);
    if (style.visibility === "hidden" || Number(style.opacity) === 0) return false;
    const box = el.getBoundingClientRect();
    // A visually hidden text (1 px, clipped) is for screen readers: nothing a person sees.
    return box.width > 1 && box.height > 1 && !el.closest("[aria-hidden=true], [inert], [hidden]");
  };
  // A strip that scrolls sideways (a carousel, the category strip) may hold more than the screen shows.
  const inSideScroller = (el: Element): boolean => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const x = getComputedStyle(up).overflowX;
      if (x === "auto" || x === "scroll") return true;
    }
    return false;
  };
  const visibleRect = (el: Element): DOMRect | null => {
    let box = el.getBoundingClientRect();
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const clip = up.getBoundingClientRect();
      const left = Math.max(box.left, clip.left);
      const top = Math.max(box.top, clip.top);
      const right = Math.min(box.right, clip.right);
      const bottom = Math.min(box.bottom, clip.bottom);
      if (right <= left || bottom <= top) return null;
      box = new DOMRect(left, top, right - left, bottom - top);
    }
    return box;
  };

  // 1. Nothing runs past the screen's edge (the page must never scroll sideways).
  if (document.documentElement.scrollWidth > width + 1) {
    const culprits = [...document.body.querySelectorAll("*")].filter((el) => {
      if (!shown(el) || inSideScroller(el)) return false;
      const box = el.getBoundingClientRect();
      return (
        box.right > width + 1 && [...el.children].every((c) => c.getBoundingClientRect().right <= width + 1)
      );
    });
    for (const el of culprits.slice(0, 5)) findings.push({ rule: "overflow", what: describe(el) });
    if (culprits.length === 0) findings.push({ rule: "overflow", what: "the page scrolls sideways" });
  }

  // 2. Text cut by its container without an ellipsis saying so.
  for (const el of document.body.querySelectorAll("*")) {
    if (!shown(el) || el.matches("input, textarea, select, svg, svg *, img")) continue;
    const style = getComputedStyle(el);
    if (style.overflowX !== "hidden" && style.overflowX !== "clip") continue;
    if (style.textOverflow === "ellipsis" || style.webkitLineClamp !== "none") continue;
    const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    if (hasText && el.scrollWidth > el.clientWidth + 1)
      findings.push({ rule: "clipped", what: describe(el) });
  }

  // 3. No control lies over another: where two overlap, the one underneath can still be reached.
  const controls = [...document.querySelectorAll(INTERACTIVE)].filter(
    (el) => shown(el) && !inSideScroller(el),
  );
  const boxes = controls.map((el) => visibleRect(el));
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i]!;
      const b = controls[j]!;
      const ra = boxes[i];
      const rb = boxes[j];
      if (!ra || !rb || a.contains(b) || b.contains(a)) continue;
      const left = Math.max(ra.left, rb.left);
      const right = Math.min(ra.right, rb.right);
      const top = Math.max(ra.top, rb.top);
      const bottom = Math.min(ra.bottom, rb.bottom);
      if (right - left < 2 || bottom - top < 2) continue;
      const x = (left + right) / 2;
      const y = (top + bottom) / 2;
      if (x < 0 || y < 0 || x > width || y > window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      const under = hit && a.contains(hit) ? b : hit && b.contains(hit) ? a : null;
      if (under)
        findings.push({ rule: "covered", what: `${describe(under)} under ${describe(under === a ? b : a)}` });
    }
  }

  // 4. An icon inside a control is not hidden under a badge or another element (more than a tenth of it).
  for (const control of controls) {
    for (const icon of control.querySelectorAll("svg")) {
      const box = icon.getBoundingClientRect();
      if (box.width === 0) continue;
      for (const other of control.querySelectorAll("*")) {
        if (other === icon || icon.contains(other) || other.contains(icon) || !shown(other)) continue;
        if (getComputedStyle(other).position !== "absolute") continue;
        const o = other.getBoundingClientRect();
        const w = Math.min(box.right, o.right) - Math.max(box.left, o.left);
        const h = Math.min(box.bottom, o.bottom) - Math.max(box.top, o.top);
        if (w > 0 && h > 0 && w * h > 0.1 * box.width * box.height) {
          findings.push({ rule: "icon-covered", what: `${describe(control)} by ${describe(other)}` });
        }
      }
    }
  }

  // 5. On a phone every tap target is at least 44 px both ways (links inside running text excepted).
  if (phone) {
    // Chips in a sideways strip are tapped too, so the strips' controls count here.
    for (const el of [...document.querySelectorAll(INTERACTIVE)].filter(shown)) {
      if (getComputedStyle(el).display === "inline" && el.closest("p")) continue;
      // A check box's target is its label (Chakra's input is visually hidden inside it); a card's title
      // link stretches over the whole card (Chakra's LinkOverlay).
      const target =
        (el.matches("input") && el.closest("label")) ||
        (el.matches(".chakra-linkbox__overlay") && el.closest(".chakra-linkbox")) ||
        el;
      const box = target.getBoundingClientRect();
      if (box.width < 43.5 || box.height < 43.5) {
        findings.push({
          rule: "small-target",
          what: `${describe(el)} is ${Math.round(box.width)}×${Math.round(box.height)}`,
        });
      }
    }
  }

  // 6. A title in a card or a dropdown is at least ten characters wide.
  for (const title of document.querySelectorAll(
    "[data-testid=search-dropdown] [role=option] p:first-of-type, [data-testid=product-card] a p",
  )) {
    if (!shown(title)) continue;
    const size = parseFloat(getComputedStyle(title).fontSize);
    // Ten characters of a proportional font average about 5 em.
    if (title.getBoundingClientRect().width < 5 * size)
      findings.push({ rule: "narrow-text", what: describe(title) });
  }
  return findings;
}
