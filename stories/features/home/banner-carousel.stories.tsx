import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
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
  render: (args, { loaded }) => <BannerCarousel {...args} banners={args.loading ? [] : (loaded.banners as Banner[])} />,
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button", { name: /^\d$/ })).toHaveLength(6);
    await userEvent.click(canvas.getAllByRole("button")[1]!);
  },
};
export const Loading: Story = { args: { loading: true } };
