import type { Meta, StoryObj } from "@storybook/react-vite";
import { allSettled, type Scope } from "effector";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { localizePath } from "../../application/visitor/routes";
import { useLanguage } from "../../ui/routing/localized";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DEMO_ACCOUNT, DEMO_PASSWORD } from "../../adapters/fake/fake-account.gateway";
import { loginSubmitted } from "../../application/account/login.model";
import { $loginOpen, sessionStarted } from "../../application/account/session.model";
import { basketOpened } from "../../application/basket/basket.model";
import { $draft, stepChosen } from "../../application/checkout/checkout.model";
import CheckoutPage from "../../ui/pages/checkout-page";
import { appStory, type AppStoryParameters } from "../support/app-story";
import { textIn } from "../support/text-in";

const meta = {
  title: "Pages/CheckoutPage",
  component: CheckoutPage,
  ...appStory,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof CheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// 2 × Sement M400 Akfa and 1 × Sement M400 Pro Knauf.
const IN_BASKET = { 1: 2, 2: 1 };

const signedInWith = (
  basket: Record<number, number>,
  then?: (scope: Scope) => Promise<unknown>,
  fake: AppStoryParameters["fake"] = {},
): { app: AppStoryParameters } => ({
  app: {
    layout: false,
    path: "/checkout",
    fake: { ...fake, shopping: { basket } },
    prepare: async (scope) => {
      await allSettled(loginSubmitted, {
        scope,
        params: { phone: DEMO_ACCOUNT.phone, password: DEMO_PASSWORD },
      });
      await allSettled(basketOpened, { scope });
      if (then) await then(scope);
    },
  },
});

const priced = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByTestId("checkout-total")).toBeVisible(), { timeout: 5000 });
  return canvas;
};

/** Courier to a point: region and district chosen, the map shown, the server's total beside the step. */
export const Courier: Story = {
  parameters: signedInWith(IN_BASKET),
  play: async ({ canvasElement, globals }) => {
    const canvas = await priced(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 2, name: textIn(globals.locale, "checkout.delivery.title") }),
    ).toBeVisible();
    const region = canvasElement.querySelector<HTMLSelectElement>("select[name=region]")!;
    await waitFor(() => expect(region.querySelector("option[value='1']")).not.toBeNull());
    await userEvent.selectOptions(region, "1");
    const district = canvasElement.querySelector<HTMLSelectElement>("select[name=district]")!;
    await waitFor(() => expect(district.querySelector("option[value='101']")).not.toBeNull());
    await userEvent.selectOptions(district, "101");
    await expect(canvas.getByTestId("offline-map")).toBeVisible();
    await expect(canvas.getByTestId("place-order")).toBeEnabled();
  },
};
export const CourierRu: Story = { ...Courier, globals: { locale: "ru" } };

/** Continue with nothing chosen: the step stays, and each missing field says what it needs. */
export const DeliveryProblemsLatin: Story = {
  globals: { locale: "sr" },
  parameters: signedInWith(IN_BASKET),
  play: async ({ canvasElement, globals }) => {
    const canvas = await priced(canvasElement);
    await userEvent.click(canvas.getByTestId("next-step"));
    await waitFor(() =>
      expect(canvas.getByText(textIn(globals.locale, "checkout.error.district"))).toBeVisible(),
    );
    await expect(
      canvas.getByRole("heading", { level: 2, name: textIn(globals.locale, "checkout.delivery.title") }),
    ).toBeVisible();
  },
};

/** The receiver step: the account's name and phone filled in, the second phone optional. */
export const Contact: Story = {
  parameters: signedInWith(IN_BASKET, (scope) => allSettled(stepChosen, { scope, params: "contact_detail" })),
  play: async ({ canvasElement, globals }) => {
    const canvas = await priced(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 2, name: textIn(globals.locale, "checkout.contact.title") }),
    ).toBeVisible();
    // The step's code comes after the page's (decision 0045).
    await waitFor(() => expect(canvasElement.querySelector("input[name=receiver_fish]")).toBeVisible());
    await expect(canvasElement.querySelector("input[name=receiver_phone2]")).toBeVisible();
  },
};

/** The payment step: the configured ways, the promo field and cashback; "Place order" is the way on. */
export const PaymentRu: Story = {
  globals: { locale: "ru" },
  parameters: signedInWith(IN_BASKET, async (scope) => {
    await allSettled(stepChosen, { scope, params: "payment" });
  }),
  play: async ({ canvasElement, globals }) => {
    const canvas = await priced(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 2, name: textIn(globals.locale, "checkout.payment.title") }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelectorAll("input[name=payment]").length).toBeGreaterThan(1),
    );
    await expect(canvas.queryByTestId("next-step")).toBeNull();
  },
};

const SAVED = { id: 7, number: "9860 12** **** 5678", system: "humo" as const, expiry: "03/28" };
const toPayment = (scope: Scope) => allSettled(stepChosen, { scope, params: "payment" });

/** The shop takes cards and the shopper saved one: it is a payment choice of its own, paid with its id. */
const savedCardPlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const canvas = await priced(canvasElement);
  const choice = await canvas.findByTestId(`pay-card-${SAVED.id}`, undefined, { timeout: 5000 });
  await expect(choice).toHaveTextContent(SAVED.number);
  await expect(choice).toHaveTextContent("Humo");
  await expect(choice).toHaveTextContent(
    textIn(globals.locale, "checkout.pay.savedCard", { expiry: SAVED.expiry }),
  );
  await userEvent.click(choice);
  await expect(choice.querySelector("input[name=payment]")).toBeChecked();
  const scope = (loaded as { scope: Scope }).scope;
  await expect(scope.getState($draft)).toMatchObject({ paymentType: 2, card: SAVED.id });
  await expect(canvas.queryByTestId("pay-no-card")).toBeNull();
};
export const PaymentSavedCard: Story = {
  parameters: signedInWith(IN_BASKET, toPayment, {
    checkout: { paymentWays: { card: true } },
    cards: { cards: [SAVED] },
  }),
  play: savedCardPlay,
};
export const PaymentSavedCardRu: Story = { ...PaymentSavedCard, globals: { locale: "ru" } };

/** The shop takes cards but none is saved: a link to the profile's cards instead. */
export const PaymentNoSavedCardLatin: Story = {
  globals: { locale: "sr" },
  parameters: signedInWith(IN_BASKET, toPayment, { checkout: { paymentWays: { card: true } } }),
  play: async ({ canvasElement, globals }) => {
    const canvas = await priced(canvasElement);
    const box = await canvas.findByTestId("pay-no-card", undefined, { timeout: 5000 });
    await expect(box).toHaveTextContent(textIn(globals.locale, "checkout.pay.noCard"));
    const link = within(box).getByRole("link", { name: textIn(globals.locale, "checkout.pay.addCard") });
    await expect(link).toHaveAttribute("href", "/sr/profile/cards");
  },
};

/** On a 320 px phone in Uzbek Latin: the summary follows the step, and nothing is pushed past the edge. */
export const PhoneLatin: Story = {
  tags: ["phone"],
  globals: { locale: "sr" },
  parameters: signedInWith(IN_BASKET),
  play: async ({ canvasElement }) => {
    const canvas = await priced(canvasElement);
    const step = canvas.getByTestId("checkout-steps").getBoundingClientRect();
    const summary = canvas.getByTestId("price-summary").getBoundingClientRect();
    if (window.innerWidth < 992) await expect(summary.top).toBeGreaterThan(step.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Nothing in the basket: no steps, a way back to the catalogue. */
export const EmptyBasket: Story = {
  parameters: signedInWith({}),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId("checkout-empty")).toHaveTextContent(
      textIn(globals.locale, "checkout.empty"),
    );
    await expect(canvas.queryByTestId("place-order")).toBeNull();
  },
};

/**
 * The server cannot price the basket: the summary says so and shows no total; "Place order" stays, as the
 * server prices the order again when it is placed.
 */
export const PriceFails: Story = {
  parameters: signedInWith(IN_BASKET, undefined, { checkout: { failing: true } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId("checkout-refusal", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByTestId("checkout-total")).toBeNull();
  },
};

/** While the price is asked: the summary's skeleton, and no total yet. */
export const Pricing: Story = {
  parameters: signedInWith(IN_BASKET, undefined, { checkout: { latency: 600_000 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId("price-loading")).toBeInTheDocument();
    await expect(canvas.queryByTestId("checkout-total")).toBeNull();
  },
};

const asGuest = {
  layout: false,
  path: "/checkout",
  fake: { shopping: { basket: IN_BASKET } },
  prepare: (scope: Scope) => allSettled(sessionStarted, { scope }),
};
const scopeOf = (loaded: unknown) => (loaded as { scope: Scope }).scope;

/**
 * A guest who opened the checkout directly (a bookmark, a reload): the page asks them to log in and waits
 * for its button; the basket stays.
 */
export const Guest: Story = {
  parameters: { app: asGuest },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(textIn(globals.locale, "page.signIn.checkout"))).toBeVisible();
    const button = canvas.getByRole("button", { name: textIn(globals.locale, "header.login") });
    // The guard's effect has run with the page: nothing opened by itself.
    await expect(scopeOf(loaded).getState($loginOpen)).toBe(false);
    await userEvent.click(button);
    await expect(scopeOf(loaded).getState($loginOpen)).toBe(true);
    button.blur();
  },
};

/** The basket's "Proceed to checkout", inside the shop: the page moves to /checkout by a link. */
function FromTheBasket() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const language = useLanguage();
  const arrived = pathname.endsWith("/checkout");
  useEffect(() => {
    if (!arrived) void navigate(localizePath("/checkout", language));
  }, [arrived, navigate, language]);
  return arrived ? <CheckoutPage /> : null;
}

/** A guest who came from the basket asked to go on: the login opens at once. */
export const GuestFromTheBasket: Story = {
  // The same picture as Guest: the dialog lives in the site's layout, outside the page.
  tags: ["no-visual"],
  parameters: { app: { ...asGuest, path: "/basket" } },
  render: () => <FromTheBasket />,
  play: async ({ canvasElement, globals, loaded }) => {
    await expect(
      await within(canvasElement).findByText(textIn(globals.locale, "page.signIn.checkout")),
    ).toBeVisible();
    await waitFor(() => expect(scopeOf(loaded).getState($loginOpen)).toBe(true));
  },
};
