import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Scope } from "effector";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { $basketLines, $changingProduct } from "../../application/basket/basket.model";
import { DEMO_PRODUCTS } from "../../adapters/fake/demo-data";
import { formatMoney } from "../../domain/money";
import { createI18n } from "../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../ui/i18n/locales";
import BasketPage from "../../ui/pages/basket-page";
import { appStory } from "../support/app-story";

const meta = {
  title: "Pages/BasketPage",
  component: BasketPage,
  ...appStory,
  parameters: { layout: "fullscreen", app: { layout: false, path: "/basket" } },
  args: { kind: "basket" },
} satisfies Meta<typeof BasketPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const localeOf = (locale: unknown) => (isLocale(locale) ? locale : DEFAULT_LOCALE);
const textIn = (locale: unknown, id: string, values?: Record<string, unknown>) =>
  createI18n(localeOf(locale))._(id, values);
// toHaveTextContent folds the no-break spaces of a price into plain ones.
const money = (locale: unknown, som: number) =>
  `${formatMoney(som)} ${textIn(locale, "kit.money.currency")}`.replace(/\s/g, " ");
const scopeOf = (loaded: unknown) => (loaded as { scope: Scope }).scope;
const titleOf = (id: number, locale: unknown) => {
  const title = DEMO_PRODUCTS.find((p) => p.id === id)!.title;
  return title[localeOf(locale) === "ru" ? 0 : localeOf(locale) === "sr" ? 2 : 1];
};

// 2 × Sement M400 Akfa (49 300, was 58 000) and 1 × Sement M400 Pro Knauf (68 400): 167 000 in all.
const IN_BASKET = { 1: 2, 2: 1 };
// Four saved goods; 7 is out of stock.
const LIKED = [1, 4, 7, 11];
const basketWith = (basket: Record<number, number>) => ({
  layout: false,
  path: "/basket",
  fake: { shopping: { basket } },
});
const savedWith = (liked: number[]) => ({ layout: false, path: "/saved", fake: { shopping: { liked } } });

const heading = async (canvasElement: HTMLElement, locale: unknown, id: string) => {
  await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent(
    textIn(locale, id),
  );
};

const basketPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  await heading(canvasElement, globals.locale, "basket.title");
  const lines = await canvas.findAllByTestId("basket-line");
  await expect(lines).toHaveLength(2);
  await expect(lines[0]).toHaveTextContent(titleOf(1, globals.locale));
  await expect(lines[1]).toHaveTextContent(titleOf(2, globals.locale));
  await expect(canvas.getByTestId("basket-summary")).toHaveTextContent(
    textIn(globals.locale, "basket.pieces", { pieces: 3 }),
  );
  await expect(canvas.getByTestId("basket-total")).toHaveTextContent(money(globals.locale, 167_000));
};

export const Basket: Story = { parameters: { app: basketWith(IN_BASKET) }, play: basketPlay };
export const BasketRu: Story = {
  parameters: { app: basketWith(IN_BASKET) },
  globals: { locale: "ru" },
  play: basketPlay,
};
export const BasketSr: Story = {
  parameters: { app: basketWith(IN_BASKET) },
  globals: { locale: "sr" },
  play: basketPlay,
};

export const EmptyBasket: Story = {
  parameters: { app: basketWith({}) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId("basket-empty")).toHaveTextContent(
      textIn(globals.locale, "basket.empty"),
    );
    await expect(
      canvas.getByRole("link", { name: textIn(globals.locale, "basket.toCatalogue") }).getAttribute("href"),
    ).toMatch(/\/products$/);
    await expect(canvas.queryByTestId("basket-summary")).toBeNull();
  },
};

/** The basket could not be fetched: an alert instead of the lines. */
export const BasketError: Story = {
  parameters: {
    app: { layout: false, path: "/basket", fake: { shopping: { basket: IN_BASKET, failing: true } } },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      textIn(globals.locale, "common.loadError"),
    );
    await expect(canvas.queryByTestId("basket-line")).toBeNull();
  },
};

/**
 * + on a line: the controls wait for the server, then the amount, the line total and the basket total follow.
 */
export const ChangeAmount: Story = {
  // Its point is the interaction; its end state is Basket with one more bag.
  tags: ["no-visual"],
  parameters: { app: basketWith(IN_BASKET) },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByTestId("basket-line");
    const line = within(first!);
    await expect(line.getByTestId("basket-amount")).toHaveTextContent("2");
    await userEvent.click(
      line.getByRole("button", {
        name: textIn(globals.locale, "basket.more", { title: titleOf(1, globals.locale) }),
      }),
    );
    await waitFor(() => expect(line.getByTestId("basket-amount")).toHaveTextContent("3"));
    await waitFor(() =>
      expect(canvas.getByTestId("basket-total")).toHaveTextContent(money(globals.locale, 216_300)),
    );
    await expect(first).toHaveTextContent(money(globals.locale, 147_900));
    await expect(canvas.getByTestId("basket-summary")).toHaveTextContent(
      textIn(globals.locale, "basket.pieces", { pieces: 4 }),
    );
    await waitFor(() => expect(scopeOf(loaded).getState($changingProduct)).toBeNull());
    // − takes it back; ✕ on the second line removes it.
    await userEvent.click(
      line.getByRole("button", {
        name: textIn(globals.locale, "basket.less", { title: titleOf(1, globals.locale) }),
      }),
    );
    await waitFor(() => expect(line.getByTestId("basket-amount")).toHaveTextContent("2"));
    await waitFor(() => expect(scopeOf(loaded).getState($changingProduct)).toBeNull());
    await userEvent.click(
      canvas.getByRole("button", {
        name: textIn(globals.locale, "basket.remove", { title: titleOf(2, globals.locale) }),
      }),
    );
    await waitFor(() => expect(canvas.getAllByTestId("basket-line")).toHaveLength(1));
    await expect(canvas.getByTestId("basket-total")).toHaveTextContent(money(globals.locale, 98_600));
    await expect(
      scopeOf(loaded)
        .getState($basketLines)
        ?.map((l) => [l.product.id, l.amount]),
    ).toEqual([[1, 2]]);
  },
};

export const Saved: Story = {
  args: { kind: "saved" },
  parameters: { app: savedWith(LIKED) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, globals.locale, "saved.title");
    for (const id of LIKED) await expect(await canvas.findByText(titleOf(id, globals.locale))).toBeVisible();
  },
};

export const EmptySaved: Story = {
  args: { kind: "saved" },
  parameters: { app: savedWith([]) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, globals.locale, "saved.title");
    await expect(await canvas.findByTestId("basket-empty")).toHaveTextContent(
      textIn(globals.locale, "saved.empty"),
    );
  },
};

export const RemoveFromSaved: Story = {
  tags: ["no-visual"],
  args: { kind: "saved" },
  parameters: { app: savedWith(LIKED) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const title = titleOf(LIKED[0]!, globals.locale);
    await canvas.findByText(title);
    await userEvent.click(
      canvas.getByRole("button", { name: textIn(globals.locale, "saved.removeOne", { title }) }),
    );
    await waitFor(() => expect(canvas.queryByText(title)).toBeNull());
    await expect(canvas.getAllByTestId("product-card")).toHaveLength(LIKED.length - 1);
  },
};

export const RetryAfterError: Story = {
  tags: ["no-visual"],
  args: { kind: "basket" },
  parameters: { app: { fake: { shopping: { failing: true } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(within(alert).getByRole("button")).toBeEnabled();
  },
};
