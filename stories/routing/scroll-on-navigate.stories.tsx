import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Button, Heading, HStack, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link, MemoryRouter, useLocation, useNavigate } from "react-router-dom";
import { expect, userEvent, waitFor, type within } from "storybook/test";
import { ScrollOnNavigate } from "../../ui/routing/scroll-on-navigate";
import { textIn } from "../support/text-in";

// ScrollOnNavigate draws nothing (hence no pictures); these stories prove what it does to the window's
// scroll. Around it, two pages like the shop's: the catalogue, whose list arrives from the server a moment
// after the route changes (so the page is short at first), and the basket, tall at once (it is in memory);
// links to either and to the same page with another query, and a Back button.

/** How long a page's list takes to arrive after its route changes. */
const LIST_DELAY_MS = 300;
const ROWS = 30;

function Rows() {
  return (
    <Stack gap="3" data-testid="list" aria-busy="false">
      {Array.from({ length: ROWS }, (_, i) => (
        <Box key={i} h="24" borderRadius="l2" bg="bg.muted" />
      ))}
    </Stack>
  );
}

/** The catalogue's list: nothing until it arrives, a moment after the page opens. */
function ArrivingRows() {
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArrived(true), LIST_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return arrived ? <Rows /> : <Stack data-testid="list" aria-busy="true" />;
}

function Pages() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const basket = pathname === "/basket";
  const title = basket
    ? t({ id: "header.basket", message: "Basket" })
    : t({ id: "header.catalogue", message: "Catalogue" });
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap" position="sticky" top="0" bg="bg" py="2" zIndex="1">
        <Button asChild variant="outline" size="sm">
          <Link to="/catalogue">{t({ id: "header.catalogue", message: "Catalogue" })}</Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to="/basket">{t({ id: "header.basket", message: "Basket" })}</Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={`${pathname}?page=2`}>{t({ id: "common.next", message: "Next" })}</Link>
        </Button>
        <Button variant="outline" size="sm" onClick={() => navigate(-1)}>
          {t({ id: "common.previous", message: "Previous" })}
        </Button>
      </HStack>
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      {/* A page of its own each time the catalogue opens (a query alone keeps it). */}
      {basket ? <Rows /> : <ArrivingRows key={pathname} />}
    </Stack>
  );
}

const meta = {
  title: "Routing/ScrollOnNavigate",
  component: ScrollOnNavigate,
  tags: ["no-visual"],
  render: () => (
    <MemoryRouter initialEntries={["/catalogue"]}>
      <ScrollOnNavigate />
      <Pages />
    </MemoryRouter>
  ),
} satisfies Meta<typeof ScrollOnNavigate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two frames: the component notes the offset a frame after the scroll event. */
const frames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** The catalogue's list in, scrolled `y` down, with the offset noted. */
async function readDown(canvas: ReturnType<typeof within>, y: number) {
  await waitFor(() => expect(canvas.getByTestId("list")).toHaveAttribute("aria-busy", "false"));
  window.scrollTo(0, y);
  await waitFor(() => expect(window.scrollY).toBe(y));
  await frames();
}

/** A link to another page (tall at once) opens it at its top, as a full page load would. */
export const LinkOpensAtTop: Story = {
  play: async ({ canvas, globals }) => {
    await readDown(canvas, 1200);
    await userEvent.click(canvas.getByRole("link", { name: textIn(globals.locale, "header.basket") }));
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      textIn(globals.locale, "header.basket"),
    );
    await expect(window.scrollY).toBe(0);
  },
};

/**
 * Back returns to where the shopper was, though the page is short until its list arrives (the browser's own
 * restore would stop at the top).
 */
export const BackRestoresOffset: Story = {
  play: async ({ canvas, globals }) => {
    await readDown(canvas, 1500);
    await userEvent.click(canvas.getByRole("link", { name: textIn(globals.locale, "header.basket") }));
    await expect(window.scrollY).toBe(0);
    await userEvent.click(canvas.getByRole("button", { name: textIn(globals.locale, "common.previous") }));
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      textIn(globals.locale, "header.catalogue"),
    );
    // Short at first: still at the top while the list is on its way, then back at 1500 once it is in.
    await expect(canvas.getByTestId("list")).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(window.scrollY).toBe(1500));
  },
};

/** Another query on the same page (a filter, a sort, the next page) keeps the list where it is read. */
export const QueryKeepsOffset: Story = {
  play: async ({ canvas, globals }) => {
    await readDown(canvas, 900);
    await userEvent.click(canvas.getByRole("link", { name: textIn(globals.locale, "common.next") }));
    await frames();
    await expect(window.scrollY).toBe(900);
  },
};
