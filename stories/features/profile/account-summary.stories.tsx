import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { DEMO_ACCOUNT } from "../../../adapters/fake/fake-account.gateway";
import { discountCardNumber } from "../../../domain/master";
import { formatPhoneMask } from "../../../domain/phone";
import { AccountSummary } from "../../../ui/features/profile/account-summary";
import { createI18n } from "../../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../../ui/i18n/locales";
import { SAVED_PICTURE } from "./picture-files";

const meta = {
  title: "Features/Profile/AccountSummary",
  component: AccountSummary,
  decorators: [
    (Story) => (
      <Box maxW="3xl">
        <Story />
      </Box>
    ),
  ],
  args: { account: DEMO_ACCOUNT },
} satisfies Meta<typeof AccountSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const textIn = (locale: unknown, id: string) => createI18n(isLocale(locale) ? locale : DEFAULT_LOCALE)._(id);

const MASTER = {
  ...DEMO_ACCOUNT,
  id: 2,
  phone: "935550011",
  fullName: "Abdurashidxo‘jayev Muhammadjon Baxtiyorovich",
  address: "Samarqand viloyati, Urgut tumani, Navro‘z mahallasi, Amir Temur ko‘chasi 148-uy",
  cashbackBalance: 1_254_300,
  points: 98_760,
  isMaster: true,
  discountCard: discountCardNumber(2),
  avatar: SAVED_PICTURE,
};
const NO_NAME = { ...DEMO_ACCOUNT, id: 3, fullName: "   ", address: "" };

/** Name, phone in the mask, and the three figures with their labels in the story's language. */
const summaryPlay: Story["play"] = async ({ canvasElement, globals, args }) => {
  const canvas = within(canvasElement);
  const { account } = args;
  const name = account.fullName.trim() || textIn(globals.locale, "profile.noName");
  await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(name);
  await expect(canvas.getByText(formatPhoneMask(account.phone))).toBeVisible();
  if (account.address) await expect(canvas.getByText(account.address)).toBeVisible();
  for (const id of ["profile.cashback", "profile.points", "profile.status"]) {
    await expect(canvas.getByText(textIn(globals.locale, id))).toBeVisible();
  }
  // Points are grouped like money ("98 760"); the matcher sees no-break spaces as plain ones.
  const points = account.points.toLocaleString("ru-RU").replace(/\s/g, " ");
  await expect(canvasElement).toHaveTextContent(`${points} ${textIn(globals.locale, "profile.ball")}`);
  await expect(canvasElement).toHaveTextContent(
    textIn(globals.locale, account.isMaster ? "profile.master" : "profile.shopper"),
  );
  // A master: the badge beside the name and the discount card to give at the till; nobody else has either.
  const card = canvas.queryByTestId("account-discount-card");
  if (account.isMaster && account.discountCard) {
    await expect(canvas.getByTestId("master-badge")).toHaveTextContent(
      textIn(globals.locale, "profile.master"),
    );
    await expect(card).toHaveTextContent(textIn(globals.locale, "profile.discountCard"));
    await expect(card).toHaveTextContent(account.discountCard);
  } else {
    await expect(canvas.queryByTestId("master-badge")).toBeNull();
    await expect(card).toBeNull();
  }
  // A saved picture replaces the initial.
  if (account.avatar) {
    await expect(canvasElement.querySelector("[aria-hidden] img")).toHaveAttribute("src", account.avatar);
    return;
  }
  // The initial is decoration (the heading already says the name); with no name it is a person icon, not the
  // first letter of the placeholder.
  const initial = canvasElement.querySelector("[aria-hidden]");
  if (account.fullName.trim()) await expect(initial).toHaveTextContent(name.charAt(0).toUpperCase());
  else await expect(initial?.querySelector("svg")).not.toBeNull();
};

export const Shopper: Story = { play: summaryPlay };
export const ShopperRu: Story = { globals: { locale: "ru" }, play: summaryPlay };
export const Master: Story = { args: { account: MASTER }, play: summaryPlay };
export const MasterSr: Story = { args: { account: MASTER }, globals: { locale: "sr" }, play: summaryPlay };
export const NoName: Story = { args: { account: NO_NAME }, play: summaryPlay };
export const NoNameRu: Story = { args: { account: NO_NAME }, globals: { locale: "ru" }, play: summaryPlay };
export const NoNameSr: Story = { args: { account: NO_NAME }, globals: { locale: "sr" }, play: summaryPlay };

/** A shopper with a picture and no master status yet. */
export const WithPicture: Story = {
  args: { account: { ...DEMO_ACCOUNT, avatar: SAVED_PICTURE } },
  play: summaryPlay,
};
export const MasterRu: Story = { args: { account: MASTER }, globals: { locale: "ru" }, play: summaryPlay };
