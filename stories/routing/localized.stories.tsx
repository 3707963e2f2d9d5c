import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "@chakra-ui/react";
import { MemoryRouter } from "react-router-dom";
import { expect } from "storybook/test";
import { LocalLink } from "../../ui/routing/localized";

// LocalLink keeps the language prefix of the page it sits on: none for ru, /uz, /sr; external links stay as
// written.
function Links() {
  return (
    <Stack gap="2" fontSize="sm">
      <LocalLink to="/products?sections=12">Products in section 12</LocalLink>
      <LocalLink to="/brands">Brands</LocalLink>
      <LocalLink to="tel:+998712000707">+998 71 200-07-07</LocalLink>
    </Stack>
  );
}

const meta = {
  title: "Routing/LocalLink",
  component: Links,
  render: (_args, { parameters }) => (
    <MemoryRouter initialEntries={[parameters.path as string]}>
      <Links />
    </MemoryRouter>
  ),
} satisfies Meta<typeof Links>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnRussianPage: Story = {
  parameters: { path: "/about" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Products in section 12")).toHaveAttribute("href", "/products?sections=12");
    await expect(canvas.getByText("Brands")).toHaveAttribute("href", "/brands");
  },
};

export const OnUzbekCyrillicPage: Story = {
  parameters: { path: "/uz/about" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Products in section 12")).toHaveAttribute(
      "href",
      "/uz/products?sections=12",
    );
    await expect(canvas.getByText("+998 71 200-07-07")).toHaveAttribute("href", "tel:+998712000707");
  },
};

export const OnUzbekLatinPage: Story = {
  parameters: { path: "/sr/contact" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Brands")).toHaveAttribute("href", "/sr/brands");
  },
};
