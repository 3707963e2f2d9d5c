import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, mocked, userEvent, within } from "storybook/test";
import { AdminPaging } from "../../../ui/features/admin/admin-paging";
import { overflowing } from "../orders/demo";
import { textIn } from "./demo";

// The ways between pages under every paged list of the back office (queue, products, reviews, inbox, an
// import's refused rows): "Previous" and "Next" around "page n of m", a navigation landmark named "Pages";
// on a phone the page's number on a line of its own above the two; nothing at all when everything fits on
// one page.

const meta = {
  title: "Features/Admin/AdminPaging",
  component: AdminPaging,
  args: { page: 2, pages: 3, onPage: fn() },
} satisfies Meta<typeof AdminPaging>;
export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement, locale: unknown) => {
  const nav = within(canvasElement).getByRole("navigation", { name: textIn(locale, "admin.queue.pages") });
  return {
    /** "Page n of m", the part read out as it changes. */
    label: nav.querySelector<HTMLElement>("[aria-live]")!,
    previous: within(nav).getByRole("button", { name: textIn(locale, "admin.queue.previous") }),
    next: within(nav).getByRole("button", { name: textIn(locale, "admin.queue.next") }),
  };
};

/**
 * "Page n of m" in the story's language, read out as it changes; each way on unless it would leave the
 * pages, asking for its neighbour and nothing else (the page moves once the list has come).
 */
const pagingPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const { label, previous, next } = parts(canvasElement, globals.locale);
  const { page, pages } = args;
  await expect(label).toHaveTextContent(textIn(globals.locale, "admin.queue.pageOf", { page, pages }));
  await expect(label).toHaveAttribute("aria-live", "polite");
  if (page > 1) {
    await userEvent.click(previous);
    await expect(args.onPage).toHaveBeenLastCalledWith(page - 1);
  } else await expect(previous).toBeDisabled();
  if (page < pages) {
    await userEvent.click(next);
    await expect(args.onPage).toHaveBeenLastCalledWith(page + 1);
  } else await expect(next).toBeDisabled();
  await expect(args.onPage).toHaveBeenCalledTimes(Number(page > 1) + Number(page < pages));
  // The picture shows the paging at rest, not the last button pressed.
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};

/** The second of three pages: both ways on. */
export const Middle: Story = { play: pagingPlay };
export const MiddleRu: Story = { globals: { locale: "ru" }, play: pagingPlay };
export const MiddleSr: Story = { globals: { locale: "sr" }, play: pagingPlay };

/** The first page: no way back. */
export const First: Story = { args: { page: 1, pages: 12 }, play: pagingPlay };
/** The last page: no way further. */
export const LastRu: Story = { args: { page: 12, pages: 12 }, globals: { locale: "ru" }, play: pagingPlay };

/** A long list (an import's thousands of refused rows): the numbers in full, on one line. */
export const ManyPagesUz: Story = {
  args: { page: 1234, pages: 5678 },
  globals: { locale: "uz" },
  play: async (context) => {
    await pagingPlay(context);
    const { label } = parts(context.canvasElement, context.globals.locale);
    const line = parseFloat(getComputedStyle(label).lineHeight);
    await expect(label.getBoundingClientRect().height).toBeLessThan(line * 1.5);
  },
};

/** Held by a list as the sections hold it: from the first page to the last and back, one page a press. */
function Held({ pages, onPage }: { pages: number; onPage: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <AdminPaging
      page={page}
      pages={pages}
      onPage={(next) => {
        onPage(next);
        setPage(next);
      }}
    />
  );
}

export const Walked: Story = {
  tags: ["no-visual"],
  render: (args) => <Held pages={args.pages} onPage={args.onPage} />,
  play: async ({ args, canvasElement, globals }) => {
    const locale = globals.locale;
    const { label, previous, next } = parts(canvasElement, locale);
    for (let page = 2; page <= args.pages; page++) {
      await userEvent.click(next);
      await expect(label).toHaveTextContent(
        textIn(locale, "admin.queue.pageOf", { page, pages: args.pages }),
      );
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await userEvent.click(previous);
    await userEvent.click(previous);
    await expect(previous).toBeDisabled();
    await expect(mocked(args.onPage).mock.calls.map(([page]) => page)).toEqual([2, 3, 2, 1]);
  },
};

/** One page, or an empty list: no paging at all. */
const nonePlay: Story["play"] = async ({ canvasElement }) => {
  await expect(within(canvasElement).queryByRole("navigation")).toBeNull();
  await expect(canvasElement.textContent).toBe("");
};
export const OnePage: Story = { tags: ["no-visual"], args: { page: 1, pages: 1 }, play: nonePlay };
export const NoPages: Story = { tags: ["no-visual"], args: { page: 1, pages: 0 }, play: nonePlay };

/**
 * On a 320 px phone, with the long numbers: the page's number whole on its own line above the two ways,
 * which share the width, finger-sized; nothing wider than the screen.
 */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  args: { page: 1234, pages: 5678 },
  play: async (context) => {
    await expect(window.innerWidth).toBe(320);
    await pagingPlay(context);
    const { canvasElement, globals } = context;
    const { label, previous, next } = parts(canvasElement, globals.locale);
    const [back, on] = [previous.getBoundingClientRect(), next.getBoundingClientRect()];
    await expect(label.getBoundingClientRect().bottom).toBeLessThanOrEqual(back.top);
    await expect(back.top).toBe(on.top);
    await expect(Math.round(back.width)).toBe(Math.round(on.width));
    for (const box of [back, on]) await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(overflowing(canvasElement)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
