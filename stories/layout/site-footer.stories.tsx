import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEMO_CONTACTS, FakeContentGateway } from "../../adapters/fake/fake-content.gateway";
import { SiteFooter } from "../../ui/layout/site-footer";
import { appStory } from "../support/app-story";

const meta = {
  title: "Layout/SiteFooter",
  component: SiteFooter,
  ...appStory,
  parameters: { layout: "fullscreen" },
  args: { columns: [], contacts: DEMO_CONTACTS },
  loaders: [
    ...appStory.loaders,
    async ({ globals }) => ({
      columns: await new FakeContentGateway({ language: () => String(globals.locale ?? "uz") }).footer(),
    }),
  ],
  render: (args, { loaded }) => (
    <SiteFooter {...args} columns={args.columns.length ? args.columns : (loaded.columns as never)} />
  ),
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutContacts: Story = { args: { contacts: null } };
