import { Box, Text, chakra } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import type { GeoPoint } from "../../../application/checkout/checkout.types";
import type { MapPickerProps } from "./map-picker.port";

// The map without a provider: the places around the centre drawn to scale (degrees of longitude shrink with
// the cosine of the latitude), a grid every ~1 km, and a pin where the shopper clicks or steers it with the
// arrow keys. It needs no network and no key, so checkout works offline and in tests.

const WIDTH = 640;
const HEIGHT = 400;
/** Degrees of latitude shown from the centre to the top edge: about 11 km, a district and its neighbours. */
const HALF_SPAN_LAT = 0.1;
/** An arrow key moves the pin about 110 m. */
const STEP = 0.001;

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function projection(center: GeoPoint) {
  const scale = HEIGHT / 2 / HALF_SPAN_LAT;
  const squeeze = Math.cos((center.latitude * Math.PI) / 180);
  return {
    toXY: (p: GeoPoint) => ({
      x: WIDTH / 2 + (p.longitude - center.longitude) * scale * squeeze,
      y: HEIGHT / 2 - (p.latitude - center.latitude) * scale,
    }),
    toPoint: (x: number, y: number): GeoPoint => ({
      latitude: round6(center.latitude + (HEIGHT / 2 - y) / scale),
      longitude: round6(center.longitude + (x - WIDTH / 2) / (scale * squeeze)),
    }),
  };
}

export function OfflineMap({ center, point, places, onPick }: MapPickerProps) {
  const { t } = useLingui();
  const svg = useRef<SVGSVGElement>(null);
  const { toXY, toPoint } = projection(center);
  const pin = point ? toXY(point) : null;
  const visible = places.flatMap((place) => {
    if (!place.point) return [];
    const at = toXY(place.point);
    return at.x >= 0 && at.x <= WIDTH && at.y >= 0 && at.y <= HEIGHT ? [{ ...place, at }] : [];
  });

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    const x = ((event.clientX - box.left) / box.width) * WIDTH;
    const y = ((event.clientY - box.top) / box.height) * HEIGHT;
    onPick(toPoint(x, y));
  };
  const steer = (event: KeyboardEvent<SVGSVGElement>) => {
    const from: GeoPoint = point ?? center;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [STEP, 0],
      ArrowDown: [-STEP, 0],
      ArrowLeft: [0, -STEP],
      ArrowRight: [0, STEP],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      onPick({ latitude: round6(from.latitude + move[0]), longitude: round6(from.longitude + move[1]) });
    } else if ((event.key === "Enter" || event.key === " ") && !point) {
      event.preventDefault();
      onPick(from);
    }
  };
  const grid = Array.from({ length: 21 }, (_, i) => i * (WIDTH / 20));

  return (
    <Box>
      <Box
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        overflow="hidden"
        bg="bg.muted"
        _focusWithin={{ outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "2px" }}
      >
        <chakra.svg
          ref={svg}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          w="full"
          h="auto"
          display="block"
          cursor="crosshair"
          role="application"
          aria-label={t({
            id: "checkout.map.label",
            message: "Map: click or use the arrow keys to set the point",
          })}
          tabIndex={0}
          outline="none"
          onPointerUp={pick}
          onKeyDown={steer}
          data-testid="offline-map"
        >
          {grid.map((x) => (
            <chakra.line
              key={`v${x}`}
              x1={x}
              y1={0}
              x2={x}
              y2={HEIGHT}
              stroke="border.muted"
              strokeWidth={1}
            />
          ))}
          {grid.map((y) => (
            <chakra.line
              key={`h${y}`}
              x1={0}
              y1={y}
              x2={WIDTH}
              y2={y}
              stroke="border.muted"
              strokeWidth={1}
            />
          ))}
          {visible.map((place) => (
            <g key={place.id}>
              <chakra.circle cx={place.at.x} cy={place.at.y} r={6} fill="fg.muted" />
              <chakra.text x={place.at.x + 9} y={place.at.y + 6} fontSize="18px" fill="fg.muted">
                {place.title}
              </chakra.text>
            </g>
          ))}
          {pin && (
            <g data-testid="map-pin">
              <chakra.path
                d={`M ${pin.x} ${pin.y} l -10 -22 a 11 11 0 1 1 20 0 z`}
                fill="brand.solid"
                stroke="bg"
                strokeWidth={2}
              />
              <chakra.circle cx={pin.x} cy={pin.y - 26} r={4} fill="bg" />
            </g>
          )}
        </chakra.svg>
      </Box>
      <Text fontSize="sm" color="fg.muted" mt="2" aria-live="polite" data-testid="picked-point">
        {point
          ? t({
              id: "checkout.map.picked",
              message: `Point: ${point.latitude.toFixed(6)}, ${point.longitude.toFixed(6)}`,
            })
          : t({ id: "checkout.map.hint", message: "Choose a location on the map" })}
      </Text>
    </Box>
  );
}
