import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Scope } from "effector";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import { ReviewsSection } from "../../../../ui/features/admin/reviews/reviews-section";
import { stackedSectionStory } from "../../../support/app-story";
import { overflowing } from "../../orders/demo";
import { adminOf, expectRoleRefused, textIn, withAdmin } from "../demo";

// /admin/reviews's body over the fake back office (demo.ts): the filter, read from and written to the URL's
// query, and the reviews it picks, each answered in place; or the list's skeleton, "nothing here", error, or
// the refusal a shopper's account meets.

const meta = {
  title: "Features/Admin/Reviews/ReviewsSection",
  component: ReviewsSection,
  ...stackedSectionStory,
} satisfies Meta<typeof ReviewsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };

/** /admin/reviews with `query`, over a fake back office with `options`. */
const over = (query = "", options: FakeAdminOptions = {}) => ({
  app: {
    layout: false,
    path: `/admin/reviews${query}`,
    prepare: (scope: Scope) => withAdmin(scope, new FakeAdminGateway(options)),
  },
});

const filterOf = (canvasElement: HTMLElement, locale: unknown) =>
  within(
    within(canvasElement).getByRole("search", { name: textIn(locale, "admin.reviews.filter") }),
  ).getByLabelText(textIn(locale, "admin.reviews.show"));

/** The products the shown reviews are about, in order, once `count` of them have come. */
const titles = async (canvasElement: HTMLElement, count: number) => {
  const list = await within(canvasElement).findByTestId("reviews", undefined, LOAD);
  await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(count));
  return within(list)
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading", { level: 2 }).textContent);
};

const WAITING = ["Sement M400, 50 kg", "Gipsokarton Knauf 12,5 mm", "Gʻisht qizil M125"];
const ANSWERED = ["Akril boʻyoq oq, 10 l", "Sement M400, 50 kg"];

/** No query: the reviews waiting for an answer, newest first, each with its form; the filter says so. */
const unansweredPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await expect(await titles(canvasElement, 3)).toEqual(WAITING);
  await expect(filterOf(canvasElement, globals.locale)).toHaveDisplayValue(
    textIn(globals.locale, "admin.reviews.unanswered"),
  );
  await expect(within(canvasElement).getAllByRole("form")).toHaveLength(3);
  await expect(within(canvasElement).queryByRole("navigation")).toBeNull();
};

export const Unanswered: Story = { parameters: over(), play: unansweredPlay };
export const UnansweredRu: Story = { parameters: over(), globals: { locale: "ru" }, play: unansweredPlay };
export const UnansweredUz: Story = { parameters: over(), globals: { locale: "uz" }, play: unansweredPlay };
export const UnansweredSr: Story = { parameters: over(), globals: { locale: "sr" }, play: unansweredPlay };

/** A shared link asking for every review: the filter shows "All reviews", the answered ones their answers. */
export const AllFromUrlSr: Story = {
  parameters: over("?answered=all"),
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    await expect(await titles(canvasElement, 5)).toEqual([...WAITING, ...ANSWERED]);
    await expect(filterOf(canvasElement, globals.locale)).toHaveDisplayValue(
      textIn(globals.locale, "admin.reviews.all"),
    );
    await expect(within(canvasElement).getAllByTestId("review-answer")).toHaveLength(2);
  },
};

/** A link mangled on its way (a word the filter does not know, a page below one): the default view. */
export const MalformedUrl: Story = {
  tags: ["no-visual"],
  parameters: over("?answered=yes&page=-1"),
  play: unansweredPlay,
};

/**
 * The filter changed: each pick asks the server again and the list follows (the answered ones, every
 * review, the waiting ones again).
 */
export const FilterChanged: Story = {
  tags: ["no-visual"],
  parameters: over(),
  globals: { locale: "ru" },
  play: async (context) => {
    await unansweredPlay(context);
    const { canvasElement, globals } = context;
    const filter = filterOf(canvasElement, globals.locale);
    await userEvent.selectOptions(filter, "answered");
    await waitFor(async () => expect(await titles(canvasElement, 2)).toEqual(ANSWERED));
    await expect(within(canvasElement).queryByRole("form")).toBeNull();
    await userEvent.selectOptions(filter, "all");
    await waitFor(async () => expect(await titles(canvasElement, 5)).toEqual([...WAITING, ...ANSWERED]));
    await userEvent.selectOptions(filter, "unanswered");
    await waitFor(async () => expect(await titles(canvasElement, 3)).toEqual(WAITING));
  },
};

/**
 * Five reviews two to a page: the next page keeps the filter; a new filter starts again from its first page
 * (the answered ones fit on one, so no paging shows).
 */
export const FilterAndPage: Story = {
  tags: ["no-visual"],
  parameters: over("?answered=all", { pageSize: 2 }),
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    const canvas = within(canvasElement);
    await expect(await titles(canvasElement, 2)).toEqual(WAITING.slice(0, 2));
    await userEvent.click(canvas.getByRole("button", { name: textIn(locale, "admin.queue.next") }));
    await waitFor(async () => expect(await titles(canvasElement, 2)).toEqual([WAITING[2], ANSWERED[0]]));
    await expect(canvas.getByRole("navigation")).toHaveTextContent(
      textIn(locale, "admin.queue.pageOf", { page: 2, pages: 3 }),
    );
    await expect(filterOf(canvasElement, locale)).toHaveValue("all");
    await userEvent.selectOptions(filterOf(canvasElement, locale), "answered");
    await waitFor(async () => expect(await titles(canvasElement, 2)).toEqual(ANSWERED));
    await waitFor(() => expect(canvas.queryByRole("navigation")).toBeNull());
  },
};

/** An answer sent reaches the server, and the review shows it in place, still in the list. */
export const AnswerSent: Story = {
  tags: ["no-visual"],
  parameters: over(),
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    await titles(canvasElement, 3);
    const card = within(within(canvasElement).getAllByRole("article")[1]!);
    await userEvent.type(
      card.getByLabelText(textIn(locale, "admin.reviews.answerLabel")),
      "Rahmat, kutamiz!",
    );
    await userEvent.click(card.getByRole("button", { name: textIn(locale, "admin.reviews.send") }));
    await waitFor(() =>
      expect(adminOf(loaded).reviews.answers).toEqual([{ id: 57, text: "Rahmat, kutamiz!" }]),
    );
    await expect(await card.findByTestId("review-answer", undefined, LOAD)).toHaveTextContent(
      "Rahmat, kutamiz!",
    );
    await expect(await titles(canvasElement, 3)).toEqual(WAITING);
  },
};

/**
 * The server goes down between the list and an answer: the refusal shows under that review's form only, in
 * the page's language, and the words typed stay for another try.
 */
const down: FakeAdminOptions = {};
const answerRefusedPlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const locale = globals.locale;
  await titles(canvasElement, 3);
  const cards = within(canvasElement).getAllByRole("article");
  const card = within(cards[0]!);
  const field = card.getByLabelText(textIn(locale, "admin.reviews.answerLabel"));
  await userEvent.type(field, "Uzr soʻraymiz, ikki qopni almashtirib beramiz.");
  down.failing = true;
  try {
    await userEvent.click(card.getByRole("button", { name: textIn(locale, "admin.reviews.send") }));
    const alert = await card.findByRole("alert", undefined, LOAD);
    await expect(alert).toHaveTextContent(textIn(locale, "an_error_occurred"));
  } finally {
    down.failing = false;
  }
  await expect(field).toHaveValue("Uzr soʻraymiz, ikki qopni almashtirib beramiz.");
  await expect(within(cards[1]!).queryByRole("alert")).toBeNull();
  await expect(adminOf(loaded).reviews.answers).toEqual([]);
  // The picture as after a press with the mouse, which leaves no focus ring (the simulated click does).
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};
const overDown = {
  app: {
    layout: false,
    path: "/admin/reviews",
    // The options object stays the fake's own, so the story can take the server down.
    prepare: (scope: Scope) => withAdmin(scope, new FakeAdminGateway(down)),
  },
};
export const AnswerRefused: Story = { parameters: overDown, play: answerRefusedPlay };
export const AnswerRefusedUz: Story = {
  parameters: overDown,
  globals: { locale: "uz" },
  play: answerRefusedPlay,
};

/** The first load: the filter already there, the list's skeleton under it. */
export const Loading: Story = {
  parameters: over("", { latency: "never" }),
  play: async ({ canvasElement, globals }) => {
    const loading = await within(canvasElement).findByTestId("reviews-loading", undefined, LOAD);
    await expect(loading).toHaveAttribute("aria-busy", "true");
    await expect(loading).toHaveTextContent(textIn(globals.locale, "admin.reviews.loading"));
    await expect(filterOf(canvasElement, globals.locale)).toBeVisible();
  },
};

/** Nothing waits for an answer: said so, rather than "no reviews". */
export const EmptyRu: Story = {
  parameters: over("", { empty: true }),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByTestId("reviews-empty", undefined, LOAD),
    ).toHaveTextContent(textIn(globals.locale, "admin.reviews.allAnswered"));
  },
};

/** No reviews at all (a new shop, every review asked for): "No reviews here". */
export const EmptyAllSr: Story = {
  parameters: over("?answered=all", { empty: true }),
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByTestId("reviews-empty", undefined, LOAD),
    ).toHaveTextContent(textIn(globals.locale, "admin.reviews.empty"));
  },
};

/** The server is down: the list's alert in the page's language and a retry; the filter stays usable. */
const failedPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const alert = await within(canvasElement).findByTestId("reviews-error", undefined, LOAD);
  await expect(alert).toHaveAttribute("role", "alert");
  await expect(alert).toHaveTextContent(textIn(globals.locale, "admin.reviews.error"));
  await expect(within(alert).getByRole("button")).toHaveTextContent(textIn(globals.locale, "admin.retry"));
  await expect(filterOf(canvasElement, globals.locale)).toBeEnabled();
  await expect(within(canvasElement).queryByRole("article")).toBeNull();
};
export const Failed: Story = { parameters: over("", { failing: true }), play: failedPlay };
export const FailedUz: Story = {
  parameters: over("", { failing: true }),
  globals: { locale: "uz" },
  play: failedPlay,
};

/** The server comes back: "Try again" reads the reviews. */
const failing: FakeAdminOptions = { failing: true };
export const FailedThenRetried: Story = {
  tags: ["no-visual"],
  parameters: {
    app: {
      layout: false,
      path: "/admin/reviews",
      prepare: (scope: Scope) => withAdmin(scope, new FakeAdminGateway(failing)),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByTestId("reviews-error", undefined, LOAD);
    failing.failing = false;
    try {
      await userEvent.click(
        within(alert).getByRole("button", { name: textIn(globals.locale, "admin.retry") }),
      );
      await expect(await titles(canvasElement, 3)).toEqual(WAITING);
    } finally {
      failing.failing = true;
    }
  },
};

/**
 * A shopper's account (not staff) reaches the section: the server's 403 said in words with whom to ask, no
 * reviews, and no "Try again", which would only be refused again.
 */
export const ForbiddenRu: Story = {
  parameters: over("", { caller: "shopper" }),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByTestId("reviews-error", undefined, LOAD);
    await expectRoleRefused(alert, globals.locale);
    await expect(within(canvasElement).queryByRole("article")).toBeNull();
  },
};

/** On a 320 px phone: the filter as wide as the screen, every review, form and button inside it. */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  parameters: over("?answered=all"),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await titles(canvasElement, 5);
    for (const button of within(canvasElement).getAllByRole("button"))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(overflowing(canvasElement)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
