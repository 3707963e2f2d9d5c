import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DEMO_ACCOUNT } from "../../../adapters/fake/fake-account.gateway";
import { LoyaltySections } from "../../../ui/features/loyalty/loyalty-sections";
import { textIn } from "../../support/text-in";
import { appStory, type AppStoryParameters } from "../../support/app-story";
import { DEMO_LEDGER, HOLDER } from "./demo";

// The loyalty pages wired to their model over the fake gateway: what the profile shows at /profile/balance
// and /profile/playground.
const meta = {
  title: "Features/Loyalty/LoyaltySections",
  component: LoyaltySections,
  ...appStory,
  decorators: [
    (Story) => (
      <Box maxW="3xl">
        <Story />
      </Box>
    ),
    ...appStory.decorators,
  ],
  parameters: { app: { layout: false, path: "/profile/balance" } satisfies AppStoryParameters },
  args: { section: "balance", account: { ...DEMO_ACCOUNT, fullName: HOLDER, isMaster: true } },
} satisfies Meta<typeof LoyaltySections>;
export default meta;
type Story = StoryObj<typeof meta>;

const view = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("balance-view");

/** Opened: the fake server's balances and history come in; each order link keeps the page's language. */
export const Balance: Story = {
  globals: { locale: "sr" },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(view(canvasElement)).toHaveAttribute("data-status", "ready"));
    const rows = within(canvasElement).getAllByRole("listitem");
    await expect(rows).toHaveLength(DEMO_LEDGER.length);
    await expect(within(canvasElement).getAllByTestId("ledger-order-1042")[0]).toHaveAttribute(
      "href",
      "/sr/order/1042",
    );
    await expect(within(canvasElement).getByTestId("discount-card")).toHaveTextContent(HOLDER);
  },
};

/** The server is down: the error, and trying again asks it again. */
export const BalanceFailing: Story = {
  parameters: { app: { layout: false, fake: { loyalty: { failing: true } } } satisfies AppStoryParameters },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await waitFor(() => expect(view(canvasElement)).toHaveAttribute("data-status", "error"));
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      textIn(globals.locale, "loyalty.history.failed"),
    );
    await userEvent.click(within(canvasElement).getByTestId("ledger-retry"));
    await waitFor(() => expect(view(canvasElement)).toHaveAttribute("data-status", "error"));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Twenty rows at a time: the rest come with "Show more", after which the button goes. */
export const BalanceMore: Story = {
  tags: ["no-visual"],
  parameters: {
    app: {
      layout: false,
      fake: {
        loyalty: {
          entries: [...DEMO_LEDGER, ...DEMO_LEDGER, ...DEMO_LEDGER].map((e, i) => ({
            ...e,
            orderId: 900 + i,
          })),
        },
      },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole("listitem")).toHaveLength(20));
    await userEvent.click(canvas.getByTestId("ledger-more"));
    await waitFor(() => expect(canvas.getAllByRole("listitem")).toHaveLength(24));
    await expect(canvas.queryByTestId("ledger-more")).toBeNull();
  },
};

/** The calculators' page. */
export const Playground: Story = {
  args: { section: "playground" },
  globals: { locale: "uz" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("calculators")).toBeVisible();
    await expect(within(canvasElement).queryByTestId("balance-view")).toBeNull();
  },
};
