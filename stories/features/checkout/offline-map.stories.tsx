import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { GeoPoint } from "../../../application/checkout/checkout.types";
import { MapPicker } from "../../../ui/features/checkout/map-picker/map-picker";
import { OfflineMap } from "../../../ui/features/checkout/map-picker/offline-map";
import { CENTER, CHILONZOR_CENTER, districtsIn, PICKED, regionsIn } from "./demo";
import { expectFitsPhone, phoneColumn, stepColumn, textIn } from "./checkout-story";

// Only the offline adapter has stories: Yandex's map needs its script from the network and a key.

const meta = {
  title: "Features/Checkout/OfflineMap",
  component: OfflineMap,
  decorators: [stepColumn],
  args: { center: CENTER, point: null, places: districtsIn("uz"), onPick: fn() },
  // The pin follows the pick, as it does once the model stores it.
  render: function Render(args) {
    const [point, setPoint] = useState(args.point);
    return (
      <OfflineMap
        {...args}
        point={point}
        onPick={(picked) => {
          args.onPick(picked);
          setPoint(picked);
        }}
      />
    );
  },
} satisfies Meta<typeof OfflineMap>;
export default meta;
type Story = StoryObj<typeof meta>;

const mapOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("offline-map");
const lastPick = (onPick: unknown) => (onPick as ReturnType<typeof fn>).mock.calls.at(-1)![0] as GeoPoint;
const sixDecimals = (n: number) => Math.round(n * 1e6) / 1e6 === n;

/** Nothing picked yet: the districts to find one's way, the hint, and a click picks a point. */
export const Empty: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const map = mapOf(canvasElement);
    await expect(within(canvasElement).getByText("Юнусобод тумани")).toBeInTheDocument();
    await expect(within(canvasElement).getByTestId("picked-point")).toHaveTextContent(
      textIn(globals.locale, "checkout.map.hint"),
    );
    await expect(within(canvasElement).queryByTestId("map-pin")).toBeNull();
    // A click near the top-left corner: north-west of the centre, inside the drawn districts' span.
    const box = map.getBoundingClientRect();
    await userEvent.pointer({
      target: map,
      coords: { clientX: box.left + 12, clientY: box.top + 12 },
      keys: "[MouseLeft]",
    });
    const picked = lastPick(args.onPick);
    await expect(picked.latitude).toBeGreaterThan(CENTER.latitude);
    await expect(picked.latitude).toBeLessThan(41.5);
    await expect(picked.longitude).toBeLessThan(CENTER.longitude);
    await expect(picked.longitude).toBeGreaterThan(68.5);
    await expect(sixDecimals(picked.latitude) && sixDecimals(picked.longitude)).toBe(true);
    await expect(within(canvasElement).getByTestId("map-pin")).toBeInTheDocument();
  },
};

/** A click in the middle of the map picks the centre itself, to about a metre. */
export const ClickInTheMiddle: Story = {
  tags: ["no-visual"],
  play: async ({ canvasElement, args }) => {
    const map = mapOf(canvasElement);
    const box = map.getBoundingClientRect();
    await userEvent.pointer({
      target: map,
      coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 },
      keys: "[MouseLeft]",
    });
    const picked = lastPick(args.onPick);
    await expect(Math.abs(picked.latitude - CENTER.latitude)).toBeLessThan(0.0001);
    await expect(Math.abs(picked.longitude - CENTER.longitude)).toBeLessThan(0.0001);
  },
};

/** A point picked: the pin and its coordinates; the arrow keys move a draft pin, Enter confirms it. */
export const Picked: Story = {
  args: { point: PICKED, center: CHILONZOR_CENTER },
  play: async ({ canvasElement, args, globals }) => {
    const coordinates = within(canvasElement).getByTestId("picked-point");
    await expect(within(canvasElement).getByTestId("map-pin")).toBeInTheDocument();
    await expect(coordinates).toHaveTextContent(
      textIn(globals.locale, "checkout.map.picked", { lat: "41.281234", lon: "69.214567" }),
    );
    mapOf(canvasElement).focus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(args.onPick).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByTestId("map-pin")).toHaveAttribute("data-draft", "true");
    await expect(coordinates).toHaveTextContent(
      textIn(globals.locale, "checkout.map.draft", { lat: "41.282234", lon: "69.214567" }),
    );
    await userEvent.keyboard("{Enter}");
    await expect(args.onPick).toHaveBeenCalledWith({ latitude: 41.282234, longitude: 69.214567 });
    await waitFor(() =>
      expect(within(canvasElement).getByTestId("map-pin")).not.toHaveAttribute("data-draft"),
    );
    mapOf(canvasElement).blur();
  },
};
export const PickedLatin: Story = {
  ...Picked,
  args: { ...Picked.args, places: districtsIn("sr") },
  globals: { locale: "sr" },
};

/** Keyboard only, in Russian: Enter on a map with no pin takes the district's own point;
 * Escape drops a draft. */
export const KeyboardRu: Story = {
  args: { places: districtsIn("ru"), center: CHILONZOR_CENTER },
  globals: { locale: "ru" },
  play: async ({ canvasElement, args, globals }) => {
    const map = mapOf(canvasElement);
    await expect(map).toHaveAccessibleName(textIn(globals.locale, "checkout.map.label"));
    await userEvent.tab();
    await expect(map).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPick).toHaveBeenLastCalledWith(CHILONZOR_CENTER);
    // East by about 110 m: a degree of longitude is shorter by cos(41.28°), so the step is wider in degrees.
    await userEvent.keyboard("{ArrowRight}");
    await userEvent.keyboard("{Escape}");
    await expect(args.onPick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard("{ArrowRight}{Enter}");
    await expect(args.onPick).toHaveBeenLastCalledWith({ latitude: 41.2756, longitude: 69.204731 });
    map.blur();
  },
};

/** A whole country's regions: the map zooms out to show them all, and a region with no point is left out. */
export const Regions: Story = {
  args: { places: regionsIn("uz"), center: { latitude: 40.8, longitude: 69.2 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Тошкент шаҳри")).toBeInTheDocument();
    await expect(within(canvasElement).queryByText("Қорақалпоғистон Республикаси")).toBeNull();
  },
};

/** On a 320 px phone, lower: labels stay readable (drawn in CSS pixels, not scaled down). */
export const PhoneLatin: Story = {
  args: { places: districtsIn("sr"), point: PICKED, center: CHILONZOR_CENTER, height: "14rem" },
  // A 320 px window, so the phone's media queries apply in the story test and the screenshot alike.
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1", isRotated: false } },
  decorators: [phoneColumn],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    const label = within(canvasElement).getByText("Chilonzor tumani");
    await expect(Math.round(label.getBoundingClientRect().height)).toBeGreaterThanOrEqual(12);
  },
};

/** The port's chooser without a key gives the offline map. */
export const ChooserWithoutKey: Story = {
  tags: ["no-visual"],
  render: (args) => <MapPicker {...args} apiKey={null} />,
  play: async ({ canvasElement }) => {
    await expect(mapOf(canvasElement)).toBeInTheDocument();
    await expect(within(canvasElement).queryByTestId("yandex-map")).toBeNull();
  },
};
