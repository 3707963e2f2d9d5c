import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import type { Banner } from "../../../application/catalogue/catalogue.types";
import { repeatBanners } from "../../../application/home/home";
import { BannerCarousel } from "../../../ui/features/home/banner-carousel";
import { appStory, demo } from "../../support/app-story";

const meta = {
  title: "Features/Home/BannerCarousel",
  component: BannerCarousel,
  ...appStory,
  args: { banners: [], autoPlayMs: 0 },
  loaders: [...appStory.loaders, async () => ({ banners: repeatBanners(await demo.banners(10)) })],
  render: (args, { loaded }) => (
    <BannerCarousel {...args} banners={args.loading ? [] : (loaded.banners as Banner[])} />
  ),
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const dots = canvas.getAllByRole("button", { name: /\d/ });
    await expect(dots).toHaveLength(6);
    await expect(dots[0]).toHaveAttribute("aria-current", "true");
    await userEvent.click(dots[2]!);
    await expect(dots[2]).toHaveAttribute("aria-current", "true");
    await expect(dots[0]).not.toHaveAttribute("aria-current");
  },
};

/** Turning waits for the shopper: after a first touch anywhere, the next banner comes by itself. */
export const TurnsOnceEngaged: Story = {
  tags: ["no-visual"],
  args: { autoPlayMs: 150 },
  play: async ({ canvas }) => {
    const dots = canvas.getAllByRole("button", { name: /\d/ });
    await expect(dots[0]).toHaveAttribute("aria-current", "true");
    window.dispatchEvent(new Event("keydown"));
    await waitFor(() => expect(dots[1]).toHaveAttribute("aria-current", "true"), { timeout: 2000 });
  },
};
export const Loading: Story = { args: { loading: true } };
