import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { InboxFilter } from "../../../../application/admin/sections/inbox.types";
import { InboxFilters } from "../../../../ui/features/admin/inbox/inbox-filters";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";
import { OPEN } from "./demo";

// The inbox's two filters alone: what kind, and open, closed or both. `parameters.followed` hands every
// change back as the filters' `filter`, as the section does through the URL.

const meta = {
  title: "Features/Admin/Inbox/InboxFilters",
  component: InboxFilters,
  args: { filter: OPEN, onChange: fn() },
  render: function Render(args, { parameters }) {
    const [filter, setFilter] = useState(args.filter);
    if (!parameters.followed) return <InboxFilters {...args} />;
    const onChange = (next: InboxFilter) => {
      args.onChange(next);
      setFilter(next);
    };
    return <InboxFilters filter={filter} onChange={onChange} />;
  },
} satisfies Meta<typeof InboxFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (canvasElement: HTMLElement, locale: unknown) =>
  within(canvasElement).getByRole("search", { name: textIn(locale, "admin.inbox.filter") });
const kindOf = (canvasElement: HTMLElement, locale: unknown) =>
  within(formOf(canvasElement, locale)).getByLabelText<HTMLSelectElement>(textIn(locale, "admin.inbox.kind"));
const stateOf = (canvasElement: HTMLElement, locale: unknown) =>
  within(formOf(canvasElement, locale)).getByLabelText<HTMLSelectElement>(
    textIn(locale, "admin.inbox.state"),
  );
const optionTexts = (select: HTMLSelectElement) => [...select.options].map((o) => o.text);

/**
 * The defaults: every kind, open ones. Each select is labelled and offers its choices in order; picking bug
 * reports asks for them, still open, from the first page.
 */
const defaultsPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const locale = globals.locale;
  const kind = kindOf(canvasElement, locale);
  const state = stateOf(canvasElement, locale);
  await expect(kind).toHaveDisplayValue(textIn(locale, "admin.inbox.kind.all"));
  await expect(state).toHaveDisplayValue(textIn(locale, "admin.inbox.state.open"));
  await expect(optionTexts(kind)).toEqual(
    ["all", "feedbackMany", "bugMany"].map((k) => textIn(locale, `admin.inbox.kind.${k}`)),
  );
  await expect(optionTexts(state)).toEqual(
    ["open", "closed", "all"].map((s) => textIn(locale, `admin.inbox.state.${s}`)),
  );
  await userEvent.selectOptions(kind, "bug");
  await expect(args.onChange).toHaveBeenCalledTimes(1);
  await expect(args.onChange).toHaveBeenCalledWith({ kind: "bug", state: "open", page: 1 });
  kind.blur();
};
export const Defaults: Story = { play: defaultsPlay };
export const DefaultsRu: Story = { globals: { locale: "ru" }, play: defaultsPlay };
export const DefaultsSr: Story = { globals: { locale: "sr" }, play: defaultsPlay };

/**
 * A third page of closed feedback, from a shared link: both selects show it; a new state keeps the kind and
 * goes back to the first page.
 */
export const PickedRu: Story = {
  args: { filter: { kind: "feedback", state: "closed", page: 3 } },
  globals: { locale: "ru" },
  play: async ({ args, canvasElement, globals }) => {
    const locale = globals.locale;
    await expect(kindOf(canvasElement, locale)).toHaveDisplayValue(
      textIn(locale, "admin.inbox.kind.feedbackMany"),
    );
    const state = stateOf(canvasElement, locale);
    await expect(state).toHaveDisplayValue(textIn(locale, "admin.inbox.state.closed"));
    await userEvent.selectOptions(state, "all");
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ kind: "feedback", state: "all", page: 1 });
    state.blur();
  },
};

/** Followed as the section does: each change keeps the other filter, and the selects show what was asked. */
export const Followed: Story = {
  tags: ["no-visual"],
  parameters: { followed: true },
  globals: { locale: "uz" },
  args: { filter: { kind: "all", state: "open", page: 2 } },
  play: async ({ args, canvasElement, globals }) => {
    const locale = globals.locale;
    await userEvent.selectOptions(stateOf(canvasElement, locale), "closed");
    await userEvent.selectOptions(kindOf(canvasElement, locale), "feedback");
    await userEvent.selectOptions(stateOf(canvasElement, locale), "open");
    await expect(args.onChange).toHaveBeenNthCalledWith(1, { kind: "all", state: "closed", page: 1 });
    await expect(args.onChange).toHaveBeenNthCalledWith(2, { kind: "feedback", state: "closed", page: 1 });
    await expect(args.onChange).toHaveBeenNthCalledWith(3, { kind: "feedback", state: "open", page: 1 });
    await expect(kindOf(canvasElement, locale)).toHaveDisplayValue(
      textIn(locale, "admin.inbox.kind.feedbackMany"),
    );
  },
};

/**
 * On a 320 px phone, with the longest words the filters have (Uzbek Cyrillic's "bug reports", "open and
 * closed"): each select the width of the screen, one under the other, its full height, nothing cut.
 */
export const LongestPhone: Story = {
  tags: ["phone"],
  args: { filter: { kind: "bug", state: "all", page: 1 } },
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  play: async ({ canvasElement, globals }) => {
    await expect(window.innerWidth).toBe(320);
    const locale = globals.locale;
    const form = formOf(canvasElement, locale).getBoundingClientRect();
    const kind = kindOf(canvasElement, locale);
    await expect(kind).toHaveDisplayValue(textIn(locale, "admin.inbox.kind.bugMany"));
    const [k, s] = [kind, stateOf(canvasElement, locale)].map((e) => e.getBoundingClientRect());
    await expect(s!.top).toBeGreaterThanOrEqual(k!.bottom);
    for (const r of [k!, s!]) {
      await expect(r.width).toBeGreaterThanOrEqual(form.width - 1);
      await expect(r.height).toBeGreaterThanOrEqual(40);
    }
    await expect(overflowing(canvasElement)).toEqual([]);
  },
};
