import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { Refusal } from "../../../application/shared/refusal";
import { ListFailed, ListRefusal } from "../../../ui/features/admin/list-states";
import { expectRoleRefused, staffOnlyText, textIn } from "./demo";

// The failed state every back-office list shares: the list's words and "Try again"; or, when the server
// refused the caller's role (403 STAFF.FORBIDDEN), the words and whom to ask, with no retry that could help.
// A section tells it the refusal by wrapping its list in ListRefusal; a caller holding the refusal passes it.

const FORBIDDEN: Refusal = { code: "STAFF.FORBIDDEN", words: null };
const DOWN: Refusal = { code: null, words: null };

const meta = {
  title: "Features/Admin/ListFailed",
  component: ListFailed,
  args: { testId: "list-error", text: "", onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListFailed>;
export default meta;
type Story = StoryObj<typeof meta>;

const alertOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("list-error");

/** The server is down (or any refusal a second try may mend): the words and a retry that asks again. */
const failedPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const alert = alertOf(canvasElement);
  await expect(alert).toHaveAttribute("role", "alert");
  await expect(alert).toHaveTextContent(textIn(globals.locale, "admin.content.error"));
  await userEvent.click(within(alert).getByRole("button", { name: textIn(globals.locale, "admin.retry") }));
  await expect(args.onRetry).toHaveBeenCalledTimes(1);
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};
export const Failed: Story = {
  render: (args, { globals }) => (
    <ListRefusal refusal={DOWN}>
      <ListFailed {...args} text={textIn(globals.locale, "admin.content.error")} />
    </ListRefusal>
  ),
  play: failedPlay,
};

/** 403 named by the section around the list: the server's words, then whom to ask; nothing to press. */
const forbiddenPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  await expectRoleRefused(alertOf(canvasElement), globals.locale);
  await expect(args.onRetry).not.toHaveBeenCalled();
};
const aroundRender: Story["render"] = (args, { globals }) => (
  <ListRefusal refusal={FORBIDDEN}>
    <ListFailed {...args} text={staffOnlyText(globals.locale)} />
  </ListRefusal>
);
export const Forbidden: Story = { render: aroundRender, play: forbiddenPlay };
export const ForbiddenRu: Story = { render: aroundRender, globals: { locale: "ru" }, play: forbiddenPlay };
export const ForbiddenSr: Story = { render: aroundRender, globals: { locale: "sr" }, play: forbiddenPlay };

/** The refusal passed straight in (a dialog holding its own): the same, even inside one that could retry. */
export const ForbiddenByProp: Story = {
  tags: ["no-visual"],
  render: (args, { globals }) => (
    <ListRefusal refusal={DOWN}>
      <ListFailed {...args} refusal={FORBIDDEN} text={staffOnlyText(globals.locale)} />
    </ListRefusal>
  ),
  play: forbiddenPlay,
};

/** Nothing to ask again with (no onRetry given): the words alone. */
export const WithoutRetry: Story = {
  tags: ["no-visual"],
  args: { onRetry: undefined },
  render: (args, { globals }) => (
    <ListFailed {...args} text={textIn(globals.locale, "admin.content.error")} />
  ),
  play: async ({ canvasElement, globals }) => {
    const alert = alertOf(canvasElement);
    await expect(alert).toHaveTextContent(textIn(globals.locale, "admin.content.error"));
    await expect(within(alert).queryByRole("button")).toBeNull();
  },
};

/** On a 320 px phone in Uzbek Cyrillic: the two sentences wrap inside the screen. */
export const ForbiddenPhoneUz: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  render: aroundRender,
  play: async (context) => {
    await expect(window.innerWidth).toBe(320);
    await forbiddenPlay(context);
    const root = context.canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
