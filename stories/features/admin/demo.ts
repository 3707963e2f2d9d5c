import { allSettled, type Scope } from "effector";
import { expect, userEvent, within } from "storybook/test";
import { DEMO_ACCOUNT, DEMO_PASSWORD } from "../../../adapters/fake/fake-account.gateway";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../adapters/fake/fake-admin.gateway";
import { loginSubmitted } from "../../../application/account/login.model";
import { $adminGateway, adminGatewayReady } from "../../../application/admin/admin-gateway.model";
import type { QueueFilter, StaffMove, StaffOrder } from "../../../application/admin/admin.types";
import { refusalOf, Refused } from "../../../application/shared/refusal";
import { createI18n } from "../../../ui/i18n/create-i18n";
import { refusalText } from "../../../ui/i18n/refusal-text";
import { localeOf, textIn } from "../../support/text-in";

// The back office's demo data comes from its fake gateway (adapters/fake/fake-admin.gateway.ts): the queue
// holds a new order 1290 and the shop's demo orders (1046 new, 1044 approved for a BTS branch, 1042 on the
// way, 1031 delivered, 1027 cancelled), each with the moves the domain's table allows an operator.

export { localeOf, textIn };

export const ANY: QueueFilter = {
  status: null,
  from: null,
  to: null,
  deliveryType: null,
  paymentType: null,
  page: 1,
};

/** A page of the fake's queue. */
export const demoQueue = (options: FakeAdminOptions = {}, filter: QueueFilter = ANY) =>
  new FakeAdminGateway(options).orders(filter);

/** One of the fake's orders as staff see it. */
export async function demoStaffOrder(id: number): Promise<StaffOrder> {
  const order = await new FakeAdminGateway().order(id);
  if (!order) throw new Error(`No demo order ${id}`);
  return order;
}

/** The moves' button labels an order offers, in the story's language. */
export const moveLabels = (locale: unknown, moves: readonly StaffMove[]) =>
  moves.map((m) => textIn(locale, `admin.move.${m}`));

/** What the page says when the server refuses a move because the order has moved on (409). */
export const lockedText = (locale: unknown, status: number) =>
  refusalText(
    createI18n(localeOf(locale)),
    refusalOf(new Refused(409, "", "ORDER.STATUS_LOCKED", { status })),
  );

/** Signs the demo shopper in (the fake server's account). */
export const signIn = (scope: Scope) =>
  allSettled(loginSubmitted, { scope, params: { phone: DEMO_ACCOUNT.phone, password: DEMO_PASSWORD } });

/**
 * Hands the scope a fake back office of its own (in the product its adapter is a lazy chunk that
 * admin-area.tsx imports when no gateway is set yet).
 */
export const withAdmin = (scope: Scope, gateway: FakeAdminGateway) =>
  allSettled(adminGatewayReady, { scope, params: gateway });

/** The fake back office a story's scope was given. */
export const adminOf = (loaded: unknown) =>
  (loaded as { scope: Scope }).scope.getState($adminGateway) as FakeAdminGateway;

/** What the server's 403 STAFF.FORBIDDEN says (the section is for the staff), in the story's language. */
export const staffOnlyText = (locale: unknown) =>
  refusalText(createI18n(localeOf(locale)), refusalOf(new Refused(403, "", "STAFF.FORBIDDEN")));

/**
 * A list the server refused for the caller's role (403 STAFF.FORBIDDEN): its words (the server's, unless the
 * section says who may), then whom to ask, and no "Try again", which would only be refused again.
 */
export async function expectRoleRefused(alert: HTMLElement, locale: unknown, words = staffOnlyText(locale)) {
  await expect(alert).toHaveAttribute("role", "alert");
  await expect(alert).toHaveTextContent(words);
  await expect(alert).toHaveTextContent(textIn(locale, "admin.door.forbiddenText"));
  await expect(within(alert).queryByRole("button")).toBeNull();
}

/** A list that failed to load: its words in an alert, and a "Try again" that asks once more. */
export async function expectRetryOffered(
  alert: HTMLElement,
  locale: unknown,
  words: string,
  onRetry: unknown,
) {
  await expect(alert).toHaveAttribute("role", "alert");
  await expect(alert).toHaveTextContent(words);
  await userEvent.click(within(alert).getByRole("button", { name: textIn(locale, "admin.retry") }));
  await expect(onRetry).toHaveBeenCalledTimes(1);
}
