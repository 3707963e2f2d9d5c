import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Button } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { OrdersIcon } from "../../../ui/kit/icons";
import { SearchOffIcon } from "../../../ui/features/orders/order-icons";
import { OrderLoadError, OrderNotice } from "../../../ui/features/orders/order-notice";
import { textIn } from "./demo";
import { expectFitsPhone, onPhoneStory } from "./fits-phone";

// What stands in for the orders' content: a centred notice (an empty list, an order that is not there), or a
// failed load with its one way out. The words are the lists' and the order page's own, by their catalog ids,
// said in the toolbar language.

type Args = {
  /** The notice's icon: the lists' (empty) or the order page's (not found). */
  icon: "orders" | "search";
  title: string;
  /** The words under the title ("": none). */
  text: string;
  /** The button under the words: its catalog id and where it leads. */
  action: { label: string; href: string } | null;
  /** Draws the failed load (OrderLoadError) with `title` as its words instead. */
  failed: boolean;
  onRetry: () => void;
};

const ICONS = { orders: <OrdersIcon />, search: <SearchOffIcon /> };

const meta = {
  title: "Features/Orders/OrderNotice",
  args: {
    icon: "orders",
    title: "orders.empty.activeTitle",
    text: "orders.empty.activeText",
    action: { label: "orders.list.toCatalogue", href: "/products" },
    failed: false,
    onRetry: fn(),
  },
  render: ({ icon, title, text, action, failed, onRetry }, { globals }) => {
    const t = (id: string) => textIn(globals.locale, id);
    return (
      <Box maxW="3xl">
        {failed ? (
          <OrderLoadError text={t(title)} onRetry={onRetry} />
        ) : (
          <OrderNotice
            testId="order-notice"
            icon={ICONS[icon]}
            title={t(title)}
            text={text ? t(text) : undefined}
            action={
              action && (
                <Button asChild colorPalette="brand" minH="11" mt="2">
                  <a href={action.href}>{t(action.label)}</a>
                </Button>
              )
            }
          />
        )}
      </Box>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const noticeOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("order-notice");

/**
 * The icon is drawn for the eye only; the title, then the text, then the action, one under another and
 * centred.
 */
const emptyPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const notice = noticeOf(canvasElement);
  const [icon, title, text] = [...notice.children] as HTMLElement[];
  await expect(icon).toHaveAttribute("aria-hidden", "true");
  await expect(icon!.querySelector("svg")).not.toBeNull();
  await expect(title).toHaveTextContent(textIn(globals.locale, "orders.empty.activeTitle"));
  await expect(text).toHaveTextContent(textIn(globals.locale, "orders.empty.activeText"));
  const link = within(notice).getByRole("link", { name: textIn(globals.locale, "orders.list.toCatalogue") });
  await expect(link).toHaveAttribute("href", "/products");
  await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(text!.getBoundingClientRect().bottom);
  await expect(getComputedStyle(notice).textAlign).toBe("center");
  await expect(within(notice).queryByRole("alert")).toBeNull();
};
/** An empty list: what it is for, and a way to the catalogue. */
export const Empty: Story = { play: emptyPlay };
export const EmptyRu: Story = { globals: { locale: "ru" }, play: emptyPlay };

/** An order that is not there, in Uzbek Latin: its own icon and words, a way to the shopper's own orders. */
export const MissingLatin: Story = {
  args: {
    icon: "search",
    title: "orders.detail.missing",
    text: "orders.detail.missingText",
    action: { label: "orders.nav.myOrders", href: "/my-orders" },
  },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    const notice = within(noticeOf(canvasElement));
    await expect(noticeOf(canvasElement)).toHaveTextContent(textIn(globals.locale, "orders.detail.missing"));
    await expect(
      notice.getByRole("link", { name: textIn(globals.locale, "orders.nav.myOrders") }),
    ).toHaveAttribute("href", "/my-orders");
  },
};

/** Only a title: no empty line drawn for the text, no button. */
export const TitleOnly: Story = {
  args: { text: "", action: null },
  play: async ({ canvasElement, globals }) => {
    const notice = noticeOf(canvasElement);
    // The icon and the title, nothing else.
    await expect(notice.children).toHaveLength(2);
    await expect(notice).toHaveTextContent(textIn(globals.locale, "orders.empty.activeTitle"));
    await expect(within(notice).queryByRole("link")).toBeNull();
  },
};

/** A failed load: said once as an alert, with "Try again", big enough for a finger, that asks again. */
const failedPlay: Story["play"] = async ({ canvasElement, globals, args }) => {
  const alert = within(canvasElement).getByRole("alert");
  await expect(alert).toHaveTextContent(textIn(globals.locale, "orders.list.error"));
  const retry = within(alert).getByRole("button", { name: textIn(globals.locale, "orders.notice.retry") });
  await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  await userEvent.click(retry);
  await expect(args.onRetry).toHaveBeenCalledTimes(1);
  retry.blur();
};
export const Failed: Story = { args: { failed: true, title: "orders.list.error" }, play: failedPlay };
export const FailedRu: Story = {
  args: { failed: true, title: "orders.list.error" },
  globals: { locale: "ru" },
  play: failedPlay,
};

/** On a 320 px phone, in Uzbek Cyrillic: the words wrap and the notice stays inside the screen. */
export const PhoneUz: Story = {
  ...onPhoneStory("uz"),
  // Literal: Storybook indexes a story's tags only as written, and the visual test reads "phone" from there.
  tags: ["phone"],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};

/** A failed load on a 320 px phone, in Russian: "Try again" goes under the words, the whole width. */
export const FailedPhoneRu: Story = {
  ...onPhoneStory("ru"),
  // Literal: Storybook indexes a story's tags only as written, and the visual test reads "phone" from there.
  tags: ["phone"],
  args: { failed: true, title: "orders.detail.error" },
  play: async ({ canvasElement, globals }) => {
    const alert = within(canvasElement).getByRole("alert");
    const words = within(alert).getByText(textIn(globals.locale, "orders.detail.error"));
    const retry = within(alert).getByRole("button").getBoundingClientRect();
    await expect(retry.top).toBeGreaterThanOrEqual(words.getBoundingClientRect().bottom);
    const style = getComputedStyle(alert);
    const inner = alert.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    await expect(retry.width).toBeGreaterThanOrEqual(inner - 1);
    await expectFitsPhone(canvasElement);
  },
};
