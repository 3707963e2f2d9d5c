import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { toast, type TypeOptions } from "react-toastify";
import { expect, userEvent, waitFor } from "storybook/test";
import { Button } from "../../ui/kit/button";
import { TOAST_DEFAULTS, ToastHost } from "../../ui/kit/toast-host";

type Kind = Extract<TypeOptions, "success" | "error" | "warning" | "info" | "default">;
const KINDS: readonly Kind[] = ["success", "error", "warning", "info", "default"];

function useToastTexts(): Record<Kind, string> {
  const { t } = useLingui();
  return {
    success: t({ id: "kit.story.toast.success", message: "Added to favourites" }),
    error: t({ id: "kit.story.toast.error", message: "An error occurred" }),
    warning: t({ id: "kit.story.toast.warning", message: "Choose a location on the map" }),
    info: t({ id: "kit.story.toast.info", message: "A reset code was sent to your phone" }),
    default: t({ id: "kit.story.toast.default", message: "Copied" }),
  };
}

/**
 * Fires the five types into the app's own container (the one AppProviders mounts, with the spec defaults).
 */
function FireFive() {
  const { t } = useLingui();
  const texts = useToastTexts();
  useEffect(
    () => () => {
      toast.clearWaitingQueue();
      toast.dismiss();
    },
    [],
  );
  return (
    <Button variant="secondary" onClick={() => KINDS.forEach((kind) => toast(texts[kind], { type: kind }))}>
      {t({ id: "kit.story.toast.fire", message: "Show five notifications" })}
    </Button>
  );
}

const GALLERY = "kit-toast-gallery";

/**
 * Every type at once, for the eye and the screenshot: a second container with the same defaults but room for
 * five and no timer, so the picture does not depend on when it is taken.
 */
function Gallery() {
  const texts = useToastTexts();
  useEffect(() => {
    // Fired oldest first, so with newest on top they read success, error, warning, info, default.
    [...KINDS].reverse().forEach((kind) =>
      toast(texts[kind], {
        type: kind,
        containerId: GALLERY,
        toastId: `gallery-${kind}`,
        autoClose: false,
      }),
    );
    return () => toast.dismiss({ containerId: GALLERY });
  }, [texts]);
  return <ToastHost containerId={GALLERY} limit={KINDS.length} autoClose={false} />;
}

const tall: Decorator = (Story) => (
  <Box minH="100vh" p="6">
    <Story />
  </Box>
);

const meta = {
  title: "Kit/Toasts",
  component: ToastHost,
  decorators: [tall],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ToastHost>;
export default meta;
type Story = StoryObj<typeof meta>;

const visibleToasts = () => [...document.querySelectorAll<HTMLElement>(".Toastify__toast")];

export const Types: Story = {
  render: () => <Gallery />,
  play: async () => {
    await waitFor(() => expect(visibleToasts()).toHaveLength(5));
    const types = visibleToasts().map((el) =>
      [...el.classList].find((c) => /^Toastify__toast--[a-z]+$/.test(c)),
    );
    await expect(types).toEqual(KINDS.map((kind) => `Toastify__toast--${kind}`));
  },
};

/** The app container: top-right, 5000 ms, at most 3 at once, newest on top, no progress bar. */
export const Defaults: Story = {
  // Its point is the interaction; its end state repeats another story's picture.
  tags: ["no-visual"],
  render: () => <FireFive />,
  play: async ({ canvas }) => {
    await expect(TOAST_DEFAULTS).toMatchObject({
      position: "top-right",
      autoClose: 5000,
      limit: 3,
      newestOnTop: true,
      hideProgressBar: true,
      draggablePercent: 60,
      closeOnClick: true,
      pauseOnHover: true,
      pauseOnFocusLoss: true,
    });
    await userEvent.click(canvas.getByRole("button"));
    await waitFor(() => expect(visibleToasts()).toHaveLength(3));
    // The window losing focus holds the 5 s timers while the layout is checked, so a slow machine cannot let
    // the toasts close under the checks.
    const first = visibleToasts()[0]!;
    const timer = () => first.querySelector<HTMLElement>("[role=progressbar]")?.style.animationPlayState;
    window.dispatchEvent(new Event("blur"));
    await waitFor(() => expect(timer()).toBe("paused"));
    // Give the queue a moment: the limit holds, the other two wait their turn.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(visibleToasts()).toHaveLength(3);

    const container = document.querySelector<HTMLElement>(".Toastify__toast-container");
    await expect(container).toHaveClass("Toastify__toast-container--top-right");
    const box = container!.getBoundingClientRect();
    await expect(box.top).toBeLessThan(window.innerHeight / 2);
    await expect(box.right).toBeGreaterThan(window.innerWidth / 2);

    // Newest on top: the third one fired (warning) heads the list.
    const types = visibleToasts().map((el) =>
      [...el.classList].find((c) => /^Toastify__toast--[a-z]+$/.test(c)),
    );
    await expect(types).toEqual([
      "Toastify__toast--warning",
      "Toastify__toast--error",
      "Toastify__toast--success",
    ]);

    // No progress bar is shown; its timer runs 5000 ms.
    for (const el of visibleToasts()) {
      const bar = el.querySelector<HTMLElement>("[role=progressbar]");
      await expect(bar).toHaveAttribute("aria-hidden", "true");
      await expect(bar).not.toBeVisible();
      await expect(bar?.style.animationDuration).toBe("5000ms");
    }

    // Pause on hover and when the window loses focus (the hidden bar carries the timer).
    window.dispatchEvent(new Event("focus"));
    await waitFor(() => expect(timer()).toBe("running"));
    await userEvent.hover(first);
    await waitFor(() => expect(timer()).toBe("paused"));
    await userEvent.unhover(first);
    await waitFor(() => expect(timer()).toBe("running"));
    window.dispatchEvent(new Event("blur"));
    await waitFor(() => expect(timer()).toBe("paused"));
    window.dispatchEvent(new Event("focus"));
    await waitFor(() => expect(timer()).toBe("running"));

    // Close on click: the clicked toast goes and a waiting one takes its place, never more than 3.
    await userEvent.click(visibleToasts()[0]!);
    await waitFor(() =>
      expect(visibleToasts().some((el) => el.classList.contains("Toastify__toast--info"))).toBe(true),
    );
    await expect(visibleToasts().length).toBeLessThanOrEqual(3);

    // Leave the story as it started, so its screenshot does not depend on timers.
    toast.clearWaitingQueue();
    toast.dismiss();
    await waitFor(() => expect(visibleToasts()).toHaveLength(0), { timeout: 3000 });
  },
};
