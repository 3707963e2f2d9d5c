import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Scope } from "effector";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import { PromoSection } from "../../../../ui/features/admin/promo/promo-section";
import { sectionStory } from "../../../support/app-story";
import { readyDialog } from "../../../support/dialog";
import { moneyIn, overflowing } from "../../orders/demo";
import { adminOf, expectRoleRefused, textIn, withAdmin } from "../demo";

// /admin/promo's body over the fake back office (adapters/fake/fake-admin-promo.ts): five codes, one of each
// state the domain knows (domain/promo-state.ts) at the fake's fixed "now", each with the moves its state
// allows; the new code's dialog and the confirmation before a code is ended.

const meta = {
  title: "Features/Admin/Promo/PromoSection",
  component: PromoSection,
  ...sectionStory,
} satisfies Meta<typeof PromoSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };
const CODES = ["YANGIYIL15", "QURILISH10", "BOYOQ20", "SEMENT50K", "KUZ2026"];

const over = (options: FakeAdminOptions = {}) => ({
  app: {
    layout: false,
    path: "/admin/promo",
    prepare: (scope: Scope) => withAdmin(scope, new FakeAdminGateway({ caller: "admin", ...options })),
  },
});

/** Chakra's lg breakpoint: the table from here up, the cards below. */
const wide = () => window.matchMedia("(min-width: 64em)").matches;
/** The row (or card) of a code in the layout the width shows. */
const rowOf = async (canvasElement: HTMLElement, code: string) => {
  const list = await within(canvasElement).findByTestId("promo-list", undefined, LOAD);
  const row = list.querySelector<HTMLElement>(`${wide() ? "tr" : "li"}[data-code="${code}"]`);
  if (!row) throw new Error(`No row for ${code}`);
  return row;
};
const buttonsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole("button")
    .map((b) => b.textContent);

/**
 * Every code in the server's order with its terms and state; each offers only the moves its state allows
 * (an ended code none).
 */
const listPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const locale = globals.locale;
  const list = await within(canvasElement).findByTestId("promo-list", undefined, LOAD);
  const rows = [...list.querySelectorAll<HTMLElement>(wide() ? "tr[data-code]" : "li[data-code]")];
  await expect(rows.map((r) => r.dataset.code)).toEqual(CODES);
  const active = await rowOf(canvasElement, "QURILISH10");
  await expect(active).toHaveTextContent("10%");
  await expect(active).toHaveTextContent(moneyIn(locale, 500_000));
  await expect(active).toHaveTextContent(textIn(locale, "admin.promo.uses.of", { used: 137, max: 500 }));
  await expect(active).toHaveTextContent(textIn(locale, "admin.promo.state.active"));
  const move = (id: string) => textIn(locale, `admin.promo.move.${id}`);
  await expect(buttonsOf(active)).toEqual([move("pause"), move("expire")]);
  await expect(buttonsOf(await rowOf(canvasElement, "BOYOQ20"))).toEqual([move("resume"), move("expire")]);
  await expect(buttonsOf(await rowOf(canvasElement, "SEMENT50K"))).toEqual([move("expire")]);
  await expect(buttonsOf(await rowOf(canvasElement, "KUZ2026"))).toEqual([]);
  const used = await rowOf(canvasElement, "SEMENT50K");
  await expect(used).toHaveTextContent(moneyIn(locale, 50_000));
  await expect(used).toHaveTextContent(textIn(locale, "admin.promo.state.usedUp"));
  await expect(await rowOf(canvasElement, "BOYOQ20")).toHaveTextContent(
    textIn(locale, "admin.promo.uses.unlimited", { used: 42 }),
  );
};

export const Codes: Story = { parameters: over(), play: listPlay };
export const CodesRu: Story = { parameters: over(), globals: { locale: "ru" }, play: listPlay };
export const CodesSr: Story = { parameters: over(), globals: { locale: "sr" }, play: listPlay };

/** A wide screen: the table with its headed columns. */
export const CodesWide: Story = {
  tags: ["no-visual"],
  parameters: over(),
  globals: { viewport: { value: "desktop" } },
  play: async (context) => {
    await listPlay(context);
    if (wide()) await expect(within(context.canvasElement).getByRole("table")).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: over({ latency: "never" }),
  play: async ({ canvasElement, globals }) => {
    const loading = await within(canvasElement).findByTestId("promo-loading");
    await expect(loading).toHaveAttribute("aria-busy", "true");
    await expect(loading).toHaveTextContent(textIn(globals.locale, "admin.promo.loading"));
  },
};

export const Empty: Story = {
  parameters: over({ empty: true }),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByTestId("promo-empty", undefined, LOAD)).toHaveTextContent(
      textIn(globals.locale, "admin.promo.empty"),
    );
    await expect(
      within(canvasElement).getByRole("button", { name: textIn(globals.locale, "admin.promo.new") }),
    ).toBeVisible();
  },
};

/**
 * The caller's role does not open the section (403): the server's words and whom to ask, no "Try again" and
 * no "New promo code", which would only be refused again.
 */
export const Forbidden: Story = {
  tags: ["no-visual"],
  parameters: over({ caller: "shopper" }),
  play: async ({ canvasElement, globals }) => {
    await expectRoleRefused(
      await within(canvasElement).findByTestId("promo-error", undefined, LOAD),
      globals.locale,
    );
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

/** The server is down: the alert and a retry; once it is back, the retry brings the codes. */
const failing: FakeAdminOptions = { caller: "admin", failing: true };
export const Failed: Story = {
  parameters: over({ failing: true }),
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByRole("alert", undefined, LOAD);
    await expect(alert).toHaveTextContent(textIn(globals.locale, "admin.promo.error"));
    await expect(within(alert).getByRole("button")).toHaveTextContent(textIn(globals.locale, "admin.retry"));
  },
};
export const FailedThenRetried: Story = {
  tags: ["no-visual"],
  parameters: {
    app: {
      layout: false,
      path: "/admin/promo",
      prepare: (scope: Scope) => withAdmin(scope, new FakeAdminGateway(failing)),
    },
  },
  play: async (context) => {
    const { canvasElement, globals } = context;
    const alert = await within(canvasElement).findByRole("alert", undefined, LOAD);
    failing.failing = false;
    try {
      await userEvent.click(
        within(alert).getByRole("button", { name: textIn(globals.locale, "admin.retry") }),
      );
      await listPlay(context);
    } finally {
      failing.failing = true;
    }
  },
};

/** Pause and resume go straight to the server; the row shows the state the answer gives. */
export const PauseAndResume: Story = {
  tags: ["no-visual"],
  parameters: over(),
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    const row = await rowOf(canvasElement, "QURILISH10");
    await userEvent.click(
      within(row).getByRole("button", { name: textIn(locale, "admin.promo.move.pause") }),
    );
    const fake = adminOf(loaded);
    await waitFor(() => expect(fake.promo.moves).toEqual([{ code: "QURILISH10", move: "pause" }]));
    await waitFor(async () =>
      expect(await rowOf(canvasElement, "QURILISH10")).toHaveTextContent(
        textIn(locale, "admin.promo.state.paused"),
      ),
    );
    const paused = await rowOf(canvasElement, "QURILISH10");
    await userEvent.click(
      within(paused).getByRole("button", { name: textIn(locale, "admin.promo.move.resume") }),
    );
    await waitFor(() => expect(fake.promo.moves.map((m) => m.move)).toEqual(["pause", "resume"]));
    await waitFor(async () =>
      expect(await rowOf(canvasElement, "QURILISH10")).toHaveTextContent(
        textIn(locale, "admin.promo.state.active"),
      ),
    );
  },
};

/**
 * Ending asks first: "Keep it" sends nothing; "End the code" ends it, and the row, now expired, offers no
 * move.
 */
const expirePlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const locale = globals.locale;
  const fake = adminOf(loaded);
  const end = async () =>
    userEvent.click(
      within(await rowOf(canvasElement, "BOYOQ20")).getByRole("button", {
        name: textIn(locale, "admin.promo.move.expire"),
      }),
    );
  await end();
  let dialog = await readyDialog();
  await expect(dialog).toHaveAccessibleName(textIn(locale, "admin.promo.expire.title", { shown: "BOYOQ20" }));
  await userEvent.click(
    within(dialog).getByRole("button", { name: textIn(locale, "admin.promo.expire.keep") }),
  );
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await expect(fake.promo.moves).toEqual([]);
  await end();
  dialog = await readyDialog();
  await userEvent.click(
    within(dialog).getByRole("button", { name: textIn(locale, "admin.promo.expire.confirm") }),
  );
  await waitFor(() => expect(fake.promo.moves).toEqual([{ code: "BOYOQ20", move: "expire" }]));
  await waitFor(async () =>
    expect(await rowOf(canvasElement, "BOYOQ20")).toHaveTextContent(
      textIn(locale, "admin.promo.state.expired"),
    ),
  );
  await expect(buttonsOf(await rowOf(canvasElement, "BOYOQ20"))).toEqual([]);
};
export const Expire: Story = { tags: ["no-visual"], parameters: over(), play: expirePlay };
export const ExpireSr: Story = {
  tags: ["no-visual"],
  parameters: over(),
  globals: { locale: "sr" },
  play: expirePlay,
};

/** The confirmation's picture. */
export const ExpireAskedRu: Story = {
  parameters: over(),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      within(await rowOf(canvasElement, "QURILISH10")).getByRole("button", {
        name: textIn(globals.locale, "admin.promo.move.expire"),
      }),
    );
    await expect(await readyDialog()).toHaveTextContent(textIn(globals.locale, "admin.promo.expire.text"));
  },
};

/** Filling the new code's dialog: the code reaches the server upper case, and leads the list. */
const createPlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const locale = globals.locale;
  await rowOf(canvasElement, "QURILISH10");
  await userEvent.click(
    within(canvasElement).getByRole("button", { name: textIn(locale, "admin.promo.new") }),
  );
  const dialog = within(await readyDialog());
  await userEvent.type(
    dialog.getByLabelText(textIn(locale, "admin.promo.form.code"), { exact: false }),
    "gisht5",
  );
  await userEvent.type(
    dialog.getByLabelText(textIn(locale, "admin.promo.form.sum"), { exact: false }),
    "25000",
  );
  await userEvent.type(
    dialog.getByLabelText(textIn(locale, "admin.promo.form.maxUses"), { exact: false }),
    "300",
  );
  await userEvent.click(dialog.getByRole("button", { name: textIn(locale, "admin.promo.form.submit") }));
  const fake = adminOf(loaded);
  await waitFor(() =>
    expect(fake.promo.created).toEqual([
      {
        code: "GISHT5",
        kind: "amount",
        value: 25_000,
        minOrderPrice: 0,
        startsAt: null,
        endsAt: null,
        maxUses: 300,
      },
    ]),
  );
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  const row = await rowOf(canvasElement, "GISHT5");
  await expect(row).toHaveTextContent(moneyIn(locale, 25_000));
  await expect(row).toHaveTextContent(textIn(locale, "admin.promo.state.active"));
};
export const Create: Story = { tags: ["no-visual"], parameters: over(), play: createPlay };
export const CreateRu: Story = {
  tags: ["no-visual"],
  parameters: over(),
  globals: { locale: "ru" },
  play: createPlay,
};

/** A code already taken: the server's refusal in words inside the dialog, which stays open. */
export const CodeTakenUz: Story = {
  parameters: over(),
  globals: { locale: "uz" },
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    await rowOf(canvasElement, "QURILISH10");
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: textIn(locale, "admin.promo.new") }),
    );
    const dialog = within(await readyDialog());
    await userEvent.type(
      dialog.getByLabelText(textIn(locale, "admin.promo.form.code"), { exact: false }),
      "kuz2026",
    );
    await userEvent.type(
      dialog.getByLabelText(textIn(locale, "admin.promo.form.sum"), { exact: false }),
      "1000",
    );
    await userEvent.click(dialog.getByRole("button", { name: textIn(locale, "admin.promo.form.submit") }));
    const alert = await dialog.findByTestId("promo-create-refusal", undefined, LOAD);
    await expect(alert).toHaveTextContent(textIn(locale, "promo_code_taken"));
    await expect(adminOf(loaded).promo.created).toEqual([]);
    await expect(screen.getByRole("dialog")).toBeVisible();
  },
};

/** On a 320 px phone: a card per code, the moves 44 px tall, nothing wider than the screen. */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  parameters: over(),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const list = await within(canvasElement).findByTestId("promo-list", undefined, LOAD);
    await expect(within(list).queryByRole("table")).toBeNull();
    await expect(within(list).getAllByRole("listitem")).toHaveLength(CODES.length);
    for (const button of within(canvasElement).getAllByRole("button"))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(overflowing(canvasElement)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
