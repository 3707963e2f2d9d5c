import { Button } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { createI18n } from "../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../ui/i18n/locales";
import { AppleIcon } from "../../ui/layout/icons";
import SoonTooltip from "../../ui/layout/soon-tooltip";

/** The tooltip over an App Store button without a link, labelled as AppPromo labels it. */
function OverStoreButton({ defaultOpen, focus }: { defaultOpen?: boolean; focus?: boolean }) {
  const { t } = useLingui();
  return (
    <SoonTooltip
      label={t({ id: "promo.soon", message: "Coming soon" })}
      defaultOpen={defaultOpen}
      focus={focus}
    >
      <Button variant="outline" size="md" aria-disabled justifyContent="flex-start" minW="40">
        <AppleIcon />
        App Store
      </Button>
    </SoonTooltip>
  );
}

const meta = {
  title: "Layout/SoonTooltip",
  component: SoonTooltip,
  // Room above the button for the tooltip, so an open one is inside the screenshot.
  parameters: { layout: "centered" },
  args: { label: "", children: null, defaultOpen: false, focus: false },
  render: ({ defaultOpen, focus }) => <OverStoreButton defaultOpen={defaultOpen} focus={focus} />,
} satisfies Meta<typeof SoonTooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Soon' in the toolbar's language, from the same Lingui id the component is given. */
const soonIn = (locale: unknown) => createI18n(isLocale(locale) ? locale : DEFAULT_LOCALE)._("promo.soon");

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole("tooltip")).toBeNull();
  },
};
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, globals }) => {
    const tip = await within(canvasElement.ownerDocument.body).findByRole("tooltip");
    await expect(tip).toHaveTextContent(soonIn(globals.locale));
  },
};
/** As AppPromo mounts it after a keyboard focus: open, with the focus moved onto the button. */
export const OpenFromFocus: Story = {
  args: { defaultOpen: true, focus: true },
  play: async ({ canvas, canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole("tooltip");
    await expect(canvas.getByRole("button")).toHaveFocus();
  },
};
export const ShowsOnHover: Story = {
  tags: ["no-visual"],
  play: async ({ canvas, canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByRole("tooltip")).toBeNull();
    await userEvent.hover(canvas.getByRole("button"));
    const tip = await body.findByRole("tooltip");
    await waitFor(() => expect(tip).toBeVisible());
    await expect(tip).toHaveTextContent(soonIn(globals.locale));
    await userEvent.unhover(canvas.getByRole("button"));
    await waitFor(() => expect(body.queryByRole("tooltip")).toBeNull());
  },
};
export const ShowsOnFocus: Story = {
  tags: ["no-visual"],
  play: async ({ canvas, canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole("button")).toHaveFocus();
    const tip = await body.findByRole("tooltip");
    await waitFor(() => expect(tip).toBeVisible());
    await expect(tip).toHaveTextContent(soonIn(globals.locale));
  },
};
