import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AdminDoor } from "../../../ui/features/admin/admin-door";
import { textIn } from "./demo";

// What stands in for the back office until the caller is known to be staff. A staff member never sees the
// door: the area's stories (admin-area.stories.tsx) show them walking through it to the queue.

const meta = {
  title: "Features/Admin/AdminDoor",
  component: AdminDoor,
  args: { status: "guest", onLogin: fn(), onRetry: fn() },
} satisfies Meta<typeof AdminDoor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the sign-in prompt with the back office's own words; its button asks for the login dialog. */
const guestPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(textIn(globals.locale, "admin.door.signIn"))).toBeVisible();
  await expect(canvas.queryByRole("alert")).toBeNull();
  const buttons = canvas.getAllByRole("button");
  await expect(buttons).toHaveLength(1);
  await userEvent.click(buttons[0]!);
  await expect(args.onLogin).toHaveBeenCalledTimes(1);
  await expect(args.onRetry).not.toHaveBeenCalled();
};

export const Guest: Story = { args: { status: "guest" }, play: guestPlay };
export const GuestRu: Story = { args: { status: "guest" }, globals: { locale: "ru" }, play: guestPlay };

/** A shopper (the server's 403): "for staff" and why, with nothing to press, and not shown as an error. */
const forbiddenPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(
    textIn(globals.locale, "admin.door.forbidden"),
  );
  await expect(canvas.getByText(textIn(globals.locale, "admin.door.forbiddenText"))).toBeVisible();
  await expect(canvas.queryByRole("button")).toBeNull();
  await expect(canvas.queryByRole("alert")).toBeNull();
};

export const ShopperRefused: Story = { args: { status: "forbidden" }, play: forbiddenPlay };
export const ShopperRefusedRu: Story = {
  args: { status: "forbidden" },
  globals: { locale: "ru" },
  play: forbiddenPlay,
};
export const ShopperRefusedUz: Story = {
  args: { status: "forbidden" },
  globals: { locale: "uz" },
  play: forbiddenPlay,
};

/** The network failed: an alert with the reason and a retry that asks again. */
const errorPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const alert = within(canvasElement).getByRole("alert");
  await expect(within(alert).getByRole("heading")).toHaveTextContent(
    textIn(globals.locale, "admin.door.error"),
  );
  await expect(alert).toHaveTextContent(textIn(globals.locale, "admin.door.errorText"));
  await userEvent.click(within(alert).getByRole("button", { name: textIn(globals.locale, "admin.retry") }));
  await expect(args.onRetry).toHaveBeenCalledTimes(1);
  await expect(args.onLogin).not.toHaveBeenCalled();
};

export const NetworkFailure: Story = { args: { status: "error" }, play: errorPlay };
export const NetworkFailureRu: Story = {
  args: { status: "error" },
  globals: { locale: "ru" },
  play: errorPlay,
};
export const NetworkFailureUz: Story = {
  args: { status: "error" },
  globals: { locale: "uz" },
  play: errorPlay,
};

/** Asking the server who the caller is: a labelled spinner, nothing to press. */
const checkingPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByLabelText(textIn(globals.locale, "admin.door.checking"))).toBeInTheDocument();
  await expect(canvas.queryByRole("button")).toBeNull();
};

export const Checking: Story = { args: { status: "pending" }, play: checkingPlay };
export const CheckingUz: Story = {
  args: { status: "pending" },
  globals: { locale: "uz" },
  play: checkingPlay,
};

/** On a 320 px phone the notice wraps inside the screen. */
export const ShopperRefusedPhone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  args: { status: "forbidden" },
  play: async (context) => {
    await forbiddenPlay(context);
    const root = context.canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
