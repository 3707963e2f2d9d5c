import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { TermsView } from "../../../ui/features/support/terms-view";
import { expectFitsPhone, onPhoneStory } from "../orders/fits-phone";
import { localeOf, textIn } from "./demo";

// The seed's terms page (server/db/seed/data/pages.data.ts, slug terms-of-use), shortened.
const PAGES = {
  ru: {
    title: "Условия использования",
    subtitle: "Доставка, оплата и возврат",
    body: "<p>Доставка по Ташкенту — курьером в течение 1–2 дней, по регионам — через отделения BTS.</p><p>Товар надлежащего качества можно вернуть в течение 10 дней в неповреждённой упаковке.</p>",
  },
  uz: {
    title: "Фойдаланиш шартлари",
    subtitle: "Етказиб бериш, тўлов ва қайтариш",
    body: "<p>Тошкент бўйлаб етказиб бериш — курьер орқали 1–2 кунда, вилоятларга — BTS бўлимлари орқали.</p><p>Сифатли маҳсулотни 10 кун ичида бузилмаган қадоқда қайтариш мумкин.</p>",
  },
  sr: {
    title: "Foydalanish shartlari",
    subtitle: "Yetkazib berish, toʻlov va qaytarish",
    body: "<p>Toshkent boʻylab yetkazib berish — kuryer orqali 1–2 kunda, viloyatlarga — BTS boʻlimlari orqali.</p><p>Sifatli mahsulotni 10 kun ichida buzilmagan qadoqda qaytarish mumkin.</p>",
  },
};

type Args = Omit<Parameters<typeof TermsView>[0], "page"> & { filled: boolean };

const meta = {
  title: "Features/Support/TermsView",
  args: { status: "ready", filled: true, onRetry: fn() },
  render: ({ filled, ...args }, { globals }) => (
    <Box maxW="3xl">
      <TermsView {...args} page={filled ? PAGES[localeOf(globals.locale)] : null} />
    </Box>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const termsPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const page = PAGES[localeOf(globals.locale)];
  const view = within(canvasElement).getByTestId("terms-view");
  await expect(within(view).getByRole("heading", { level: 2 })).toHaveTextContent(page.subtitle);
  await expect(view.querySelectorAll("p")).toHaveLength(2);
};
/** The terms: the page's subtitle as the heading inside, and its text. */
export const Terms: Story = { play: termsPlay };
export const TermsRu: Story = { globals: { locale: "ru" }, play: termsPlay };
export const TermsSr: Story = { globals: { locale: "sr" }, play: termsPlay };

export const Loading: Story = {
  args: { status: "pending", filled: false },
  play: async ({ canvasElement, globals }) => {
    const busy = within(canvasElement).getByTestId("terms-loading");
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(busy).toHaveTextContent(textIn(globals.locale, "support.terms.loading"));
  },
};

/** No terms page on the server. */
export const Missing: Story = {
  args: { status: "missing", filled: false },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByTestId("terms-missing")).toHaveTextContent(
      textIn(globals.locale, "support.terms.missing"),
    );
  },
};

export const Failed: Story = {
  args: { status: "error", filled: false },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals, args }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent(textIn(globals.locale, "support.terms.error"));
    await userEvent.click(within(alert).getByRole("button"));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Phone: Story = {
  ...onPhoneStory("uz"),
  tags: ["phone"],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
