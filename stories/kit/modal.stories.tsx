import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { Box, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../ui/kit/button";
import { MODAL_SHAKE_CLASS, MODAL_SHAKE_MS, Modal, type ModalSize } from "../../ui/kit/modal";
import { PhoneField } from "../../ui/kit/phone-field";
import { TextField } from "../../ui/kit/text-field";
import { readyDialog } from "../support/dialog";

interface DemoProps {
  size?: ModalSize;
  content?: "login" | "logout";
  initiallyOpen?: boolean;
  onClose: () => void;
}

function Demo({ size = "md", content = "login", initiallyOpen = true, onClose }: DemoProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(initiallyOpen);
  const [phone, setPhone] = useState("");
  const [password, setPassword] = useState("");
  const close = () => {
    setOpen(false);
    onClose();
  };
  const login = content === "login";
  return (
    <Box p="6">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t({ id: "kit.story.modal.open", message: "Open the window" })}
      </Button>
      <Modal
        open={open}
        onClose={close}
        size={size}
        title={
          login
            ? t({ id: "kit.story.modal.title", message: "Sign in" })
            : t({ id: "kit.story.modal.logoutTitle", message: "Log out?" })
        }
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t({ id: "kit.story.modal.cancel", message: "Cancel" })}
            </Button>
            <Button variant={login ? "primary" : "danger"}>
              {login
                ? t({ id: "kit.story.modal.submit", message: "Sign in" })
                : t({ id: "kit.story.modal.logout", message: "Log out" })}
            </Button>
          </>
        }
      >
        {login ? (
          <Stack gap="4">
            <Text color="fg.muted">
              {t({
                id: "kit.story.modal.body",
                message: "Enter your phone number and password to see your orders and saved products.",
              })}
            </Text>
            <PhoneField
              label={t({ id: "kit.story.phone", message: "Phone number" })}
              value={phone}
              onChange={setPhone}
              required
            />
            <TextField
              label={t({ id: "kit.story.password", message: "Password" })}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              required
            />
          </Stack>
        ) : (
          <Text color="fg.muted">
            {t({
              id: "kit.story.modal.logoutBody",
              message: "You can sign in again at any time with your phone number.",
            })}
          </Text>
        )}
      </Modal>
    </Box>
  );
}

// The modal is portalled into document.body and drawn fixed over the viewport; the story root is given the
// viewport's height so a screenshot of #storybook-root covers it.
const fullHeight: Decorator = (Story) => (
  <Box minH="100vh">
    <Story />
  </Box>
);

const meta = {
  title: "Kit/Modal",
  component: Demo,
  args: { onClose: fn() },
  decorators: [fullHeight],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole("dialog");
const contentOf = (el: HTMLElement) => el.closest<HTMLElement>("[data-part=content]") ?? el;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const el = await dialog();
    // The entrance animation starts from opacity 0; on a loaded machine the first frame can still be on
    // screen.
    await waitFor(() => expect(el).toBeVisible());
    // Labelled by its title, portalled into document.body (outside the story root), body scroll hidden.
    await expect(el).toHaveAccessibleName(within(el).getByRole("heading").textContent ?? "");
    await expect(canvasElement.contains(el)).toBe(false);
    await expect(document.body.contains(el)).toBe(true);
    await expect(document.body.style.overflow).toBe("hidden");
  },
};

export const Small: Story = { args: { size: "sm", content: "logout" } };
export const Large: Story = { args: { size: "lg" } };

export const ClosesOnEscape: Story = {
  // Its point is the interaction; its end state repeats another story's picture.
  tags: ["no-visual"],
  play: async ({ args, canvas }) => {
    await readyDialog();
    await expect(document.body.style.overflow).toBe("hidden");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(document.body.style.overflow).toBe("");
    // Focus returns to the page, and the modal opens again from its trigger.
    await userEvent.click(canvas.getByRole("button"));
    await dialog();
    await expect(document.body.style.overflow).toBe("hidden");
  },
};

export const ClosesOnCloseButton: Story = {
  // Its point is the interaction; its end state repeats another story's picture.
  tags: ["no-visual"],
  args: { size: "sm", content: "logout" },
  play: async ({ args }) => {
    const el = await dialog();
    const closeButtons = within(el)
      .getAllByRole("button")
      .filter(
        (b) => b.closest("[data-part=close-trigger]") || b.getAttribute("data-part") === "close-trigger",
      );
    await expect(closeButtons).toHaveLength(1);
    const close = closeButtons[0] as HTMLElement;
    await expect(close.getAttribute("aria-label")).toBeTruthy();
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(document.body.style.overflow).toBe("");
  },
};

export const BackdropClickShakes: Story = {
  // Its point is the interaction; its end state repeats another story's picture.
  tags: ["no-visual"],
  play: async ({ args }) => {
    const el = await dialog();
    const content = contentOf(el);
    // A click in the dimmed corner of the viewport: while the modal is open, zag makes everything outside the
    // panel transparent to the pointer, so the click lands on whatever is under the corner (the page root).
    // Wait until the modal layer is live (zag blocks outside pointers, then listens a tick later).
    await waitFor(() => expect(document.body.style.pointerEvents).toBe("none"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const underCorner = document.elementFromPoint(4, 4) as HTMLElement;
    await expect(content.contains(underCorner)).toBe(false);
    await userEvent.click(underCorner);
    // Zag reports the outside press on the next animation frame.
    await waitFor(() => {
      expect(content).toHaveClass(MODAL_SHAKE_CLASS);
      expect(getComputedStyle(content).animationName).toContain(MODAL_SHAKE_CLASS);
    });
    await expect(screen.getByRole("dialog")).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(document.body.style.overflow).toBe("hidden");
    // The shake is short and leaves the modal as it was.
    await waitFor(() => expect(content).not.toHaveClass(MODAL_SHAKE_CLASS), { timeout: MODAL_SHAKE_MS * 3 });
    await expect(screen.getByRole("dialog")).toBeVisible();
  },
};

export const FocusTrapped: Story = {
  // Its point is the interaction; its end state repeats another story's picture.
  tags: ["no-visual"],
  play: async () => {
    const el = await dialog();
    const content = contentOf(el);
    await waitFor(() => expect(content.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      await expect(content.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await userEvent.tab({ shift: true });
      await expect(content.contains(document.activeElement)).toBe(true);
    }
  },
};

/** Restores whatever overflow the page had before, not a blank value. */
export const RestoresBodyOverflow: Story = {
  // Its point is the interaction; its end state repeats another story's picture.
  tags: ["no-visual"],
  args: { initiallyOpen: false },
  play: async ({ canvas }) => {
    document.body.style.overflow = "clip";
    try {
      await userEvent.click(canvas.getByRole("button"));
      await readyDialog();
      await expect(document.body.style.overflow).toBe("hidden");
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await expect(document.body.style.overflow).toBe("clip");
    } finally {
      document.body.style.overflow = "";
    }
  },
};
