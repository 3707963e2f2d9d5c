import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { AdminProduct, ProductsPage } from "../../../../application/admin/sections/products.types";
import { ProductTitle } from "../../../../ui/features/admin/products/product-flags";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";
import { demoProducts, LONG_TITLE } from "./demo";

// A product's name as the products list shows it, with the flags staff act on: the fake's newest product
// (36, shown to the shop and translated) with `parameters.flags` laid over it.

const meta = {
  title: "Features/Admin/Products/ProductFlags",
  component: ProductTitle,
  args: { product: null as unknown as AdminProduct, onOpen: fn() },
  loaders: [async () => ({ products: await demoProducts({ pageSize: 1 }) })],
  render: (args, { loaded, parameters }) => {
    const product = { ...(loaded.products as ProductsPage).results[0]!, ...parameters.flags };
    return <ProductTitle {...args} product={product} />;
  },
} satisfies Meta<typeof ProductTitle>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = "Клей для плитки Max Akfa";
const BOTH = { visible: false, missing: ["uz", "sr"] };
/** Longer than a phone's line, with both flags. */
const LONG = { ...BOTH, title: LONG_TITLE };

/** Without an editor to open: the name as plain text, no button, no flag on a shown, translated product. */
export const Plain: Story = {
  args: { onOpen: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(TITLE);
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
    await expect(within(canvasElement).queryByTestId("flag-hidden")).toBeNull();
    await expect(within(canvasElement).queryByTestId("flag-missing")).toBeNull();
  },
};

/** The name is a button named for what it does; a click hands up the product. */
export const Opens: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const open = within(canvasElement).getByRole("button", {
      name: textIn(globals.locale, "admin.productEditor.openOf", { title: TITLE }),
    });
    await expect(open).toHaveTextContent(TITLE);
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 36, title: TITLE }));
    open.blur();
  },
};

/** Hidden from the shop and lacking both Uzbek texts: two flags, the missing languages named on hover. */
const flagsPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const locale = globals.locale;
  await expect(within(canvasElement).getByTestId("flag-hidden")).toHaveTextContent(
    textIn(locale, "admin.productEditor.hidden"),
  );
  const missing = within(canvasElement).getByTestId("flag-missing");
  await expect(missing).toHaveTextContent(textIn(locale, "admin.productEditor.needsTranslation"));
  await expect(missing).toHaveAttribute(
    "title",
    ["uz", "sr"].map((l) => textIn(locale, `admin.productEditor.lang.${l}`)).join(", "),
  );
};
export const HiddenUntranslatedRu: Story = {
  parameters: { flags: BOTH },
  globals: { locale: "ru" },
  play: flagsPlay,
};
export const HiddenUntranslatedSr: Story = {
  parameters: { flags: BOTH },
  globals: { locale: "sr" },
  play: flagsPlay,
};

/** Only the Uzbek Latin text is missing: one flag, naming that language alone. */
export const UntranslatedUz: Story = {
  parameters: { flags: { missing: ["sr"] } },
  globals: { locale: "uz" },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).queryByTestId("flag-hidden")).toBeNull();
    await expect(within(canvasElement).getByTestId("flag-missing")).toHaveAttribute(
      "title",
      textIn(globals.locale, "admin.productEditor.lang.sr"),
    );
  },
};

/**
 * On a 320 px phone a long name wraps within the card's width, its button finger-sized, and the flags sit
 * below it rather than over it.
 */
export const Phone: Story = {
  tags: ["phone"],
  parameters: { flags: LONG },
  globals: { locale: "ru", viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const open = within(canvasElement).getByRole("button").getBoundingClientRect();
    await expect(open.height).toBeGreaterThanOrEqual(44);
    for (const id of ["flag-hidden", "flag-missing"]) {
      const flag = within(canvasElement).getByTestId(id).getBoundingClientRect();
      await expect(flag.top).toBeGreaterThanOrEqual(open.bottom - 1);
    }
    await expect(overflowing(canvasElement)).toEqual([]);
  },
};
