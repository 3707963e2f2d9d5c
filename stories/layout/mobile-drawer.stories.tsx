import { IconButton } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { MenuIcon } from "../../ui/layout/icons";
import MobileDrawer from "../../ui/layout/mobile-drawer";
import { appStory } from "../support/app-story";

/** The drawer with the header's menu button in front of it, holding open/closed state as SiteHeader does. */
function WithMenuButton({
  open: initial,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(initial);
  const change = (next: boolean) => {
    onOpenChange(next);
    setOpen(next);
  };
  return (
    <>
      <IconButton
        variant="ghost"
        aria-label={t({ id: "header.menu", message: "Menu" })}
        onClick={() => change(true)}
      >
        <MenuIcon />
      </IconButton>
      <MobileDrawer open={open} onOpenChange={change} />
    </>
  );
}

const meta = {
  title: "Layout/MobileDrawer",
  component: MobileDrawer,
  ...appStory,
  parameters: { layout: "fullscreen" },
  args: { open: true, onOpenChange: fn() },
  render: (args) => <WithMenuButton {...args} />,
} satisfies Meta<typeof MobileDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const menuButton = /Menu|Меню|Menyu/;
const closeButton = /Close|Закрыть|Ёпиш|Yopish/;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    await expect(within(drawer).getAllByRole("link").length).toBeGreaterThan(3);
    await expect(drawer.querySelector("a[href^='tel:']")).not.toBeNull();
  },
};
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).toBeNull();
  },
};
/** Before the header/footer data arrives: no sections and no contacts, only login, theme and language. */
export const WithoutLayoutData: Story = {
  parameters: { app: { layout: false } },
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    await expect(drawer.querySelector("a[href^='tel:']")).toBeNull();
    await expect(within(drawer).getByTestId("language-switcher")).toBeInTheDocument();
  },
};
export const OpensAndCloses: Story = {
  tags: ["no-visual"],
  args: { open: false },
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: menuButton }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const drawer = await body.findByRole("dialog");
    await waitFor(() => expect(drawer).toBeVisible());
    await userEvent.click(within(drawer).getByRole("button", { name: closeButton }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: menuButton }));
    await body.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};
