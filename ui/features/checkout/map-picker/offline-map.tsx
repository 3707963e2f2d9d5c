import { Box, chakra, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import type { GeoPoint } from "../../../../application/checkout/checkout.types";
import { DEFAULT_MAP_HEIGHT, round6, type MapPickerProps } from "./map-picker.port";
import { fitProjection, gridLines, type Frame, type Projection } from "./projection";

// The map without a provider: the given places drawn to scale around the centre, a graticule and a few
// "roads" between them for a map-like feel, and a pin where the shopper clicks or steers it with the arrow
// keys. It needs no network and no key, so checkout works offline, in tests and in stories. The drawing is
// in CSS pixels of the measured box, so labels stay 12 px on a 320 px phone.

/** Before the box is measured (the server render): a frame of the default desktop shape. */
const FALLBACK: Frame = { width: 640, height: 352 };
/** An arrow key moves the pin about 110 m; with Shift about 1.1 km. */
const STEP = 0.001;
const LABEL_CHAR = 6.8;
const LABEL_H = 16;

const label = (n: number) => n.toFixed(6);

function useFrame() {
  const box = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState<Frame | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => {
      const { clientWidth: width, clientHeight: height } = element;
      if (width > 0 && height > 0)
        setFrame((was) => (was?.width === width && was.height === height ? was : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [box, frame ?? FALLBACK] as const;
}

/** Places as dots, and which of them get a label without covering another label. */
function layOut(places: MapPickerProps["places"], projection: Projection, frame: Frame) {
  const taken: { x: number; y: number; w: number }[] = [];
  return places
    .flatMap((place) => {
      if (!place.point) return [];
      const at = projection.toXY(place.point);
      const inside = at.x >= 0 && at.x <= frame.width && at.y >= 0 && at.y <= frame.height;
      return inside ? [{ id: place.id, title: place.title, at }] : [];
    })
    .sort((a, b) => a.at.y - b.at.y)
    .map((place) => {
      const w = place.title.length * LABEL_CHAR;
      // A label near the right edge reads leftwards from its dot.
      const end = place.at.x + 9 + w > frame.width;
      const x = end ? place.at.x - 9 - w : place.at.x + 9;
      const free = taken.every((o) => x + w < o.x || o.x + o.w < x || Math.abs(o.y - place.at.y) > LABEL_H);
      if (free) taken.push({ x, y: place.at.y, w });
      return { ...place, end, labelled: free && x >= 0 };
    });
}

/** Ring roads: the places in order of their bearing from the centre, joined up. */
function ringOf(dots: readonly { at: { x: number; y: number } }[], frame: Frame) {
  if (dots.length < 3) return null;
  const cx = frame.width / 2;
  const cy = frame.height / 2;
  const around = [...dots].sort(
    (a, b) => Math.atan2(a.at.y - cy, a.at.x - cx) - Math.atan2(b.at.y - cy, b.at.x - cx),
  );
  return `${around.map((d, i) => `${i === 0 ? "M" : "L"} ${d.at.x} ${d.at.y}`).join(" ")} Z`;
}

/** A drop-shaped pin whose tip stands on the point. */
const pinPath = (x: number, y: number) =>
  `M ${x} ${y} c -2 -6 -9 -10 -9 -17 a 9 9 0 1 1 18 0 c 0 7 -7 11 -9 17 z`;

export function OfflineMap({ center, point, places, onPick, height }: MapPickerProps) {
  const { t } = useLingui();
  const svg = useRef<SVGSVGElement>(null);
  const [box, frame] = useFrame();
  const describedBy = `map-${useId().replace(/[^\w-]/g, "")}`;
  // A pin steered by the keys waits for Enter; a new point from outside drops it.
  const [draft, setDraft] = useState<GeoPoint | null>(null);
  const [draftOf, setDraftOf] = useState(point);
  if (draftOf !== point) {
    setDraftOf(point);
    setDraft(null);
  }

  const known = places.flatMap((place) => (place.point ? [place.point] : []));
  const plain = fitProjection(center, known, frame);
  // A point given from outside the drawn area (a saved draft) widens the map to show it.
  const projection =
    point && plain.clamp(point) !== point ? fitProjection(center, [...known, point], frame) : plain;
  const dots = layOut(places, projection, frame);
  const ring = ringOf(dots, frame);
  const middle = projection.toXY(center);
  const { xs, ys } = gridLines(projection, frame, center);
  const shown = draft ?? point;
  const pin = shown ? projection.toXY(shown) : null;

  const pick = (event: MouseEvent<SVGSVGElement>) => {
    const rect = svg.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return;
    const x = ((event.clientX - rect.left) / rect.width) * frame.width;
    const y = ((event.clientY - rect.top) / rect.height) * frame.height;
    setDraft(null);
    onPick(projection.toPoint(x, y));
  };
  const steer = (event: KeyboardEvent<SVGSVGElement>) => {
    const from = draft ?? point ?? center;
    const step = event.shiftKey ? STEP * 10 : STEP;
    // The same distance east-west as north-south: a degree of longitude is shorter by cos(latitude).
    const east = step / Math.cos((from.latitude * Math.PI) / 180);
    const moves: Record<string, [number, number]> = {
      ArrowUp: [step, 0],
      ArrowDown: [-step, 0],
      ArrowLeft: [0, -east],
      ArrowRight: [0, east],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const to = { latitude: round6(from.latitude + move[0]), longitude: round6(from.longitude + move[1]) };
      setDraft(projection.clamp(to));
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      if (draft) onPick(draft);
      else if (!point) onPick({ latitude: round6(center.latitude), longitude: round6(center.longitude) });
      setDraft(null);
    } else if (event.key === "Escape" && draft) {
      event.preventDefault();
      setDraft(null);
    }
  };

  const lat = shown ? label(shown.latitude) : "";
  const lon = shown ? label(shown.longitude) : "";
  return (
    <Box data-testid="map-picker">
      <Box
        ref={box}
        position="relative"
        h={height ?? DEFAULT_MAP_HEIGHT}
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        overflow="hidden"
        bg="bg.muted"
      >
        <chakra.svg
          ref={svg}
          viewBox={`0 0 ${frame.width} ${frame.height}`}
          preserveAspectRatio="none"
          position="absolute"
          inset="0"
          w="full"
          h="full"
          display="block"
          cursor="crosshair"
          role="application"
          aria-label={t({
            id: "checkout.map.label",
            message: "Map: click or use the arrow keys to set the point",
          })}
          aria-describedby={describedBy}
          tabIndex={0}
          outline="none"
          _focusVisible={{ outline: "3px solid", outlineColor: "brand.focusRing", outlineOffset: "-3px" }}
          onClick={pick}
          onKeyDown={steer}
          data-testid="offline-map"
        >
          <chakra.g stroke="border.emphasized" strokeWidth="1" opacity={0.6}>
            {xs.map((x) => (
              <line key={`x${x}`} x1={x} y1={0} x2={x} y2={frame.height} />
            ))}
            {ys.map((y) => (
              <line key={`y${y}`} x1={0} y1={y} x2={frame.width} y2={y} />
            ))}
          </chakra.g>
          {/* Roads: a casing under a lighter surface, from the centre to each place and round them. */}
          {[
            { colour: "border.emphasized", width: 8 },
            { colour: "bg.panel", width: 5 },
          ].map((road) => (
            <chakra.g
              key={road.colour}
              stroke={road.colour}
              strokeWidth={`${road.width}px`}
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {ring && <path d={ring} />}
              {dots.map((dot) => (
                <line key={dot.id} x1={middle.x} y1={middle.y} x2={dot.at.x} y2={dot.at.y} />
              ))}
            </chakra.g>
          ))}
          <chakra.g fill="fg.muted" stroke="bg.panel" strokeWidth="2px">
            {dots.map((dot) => (
              <circle key={dot.id} cx={dot.at.x} cy={dot.at.y} r={5} />
            ))}
          </chakra.g>
          <chakra.g
            fill="fg"
            stroke="bg.muted"
            strokeWidth="3px"
            strokeLinejoin="round"
            fontSize="12px"
            fontWeight="500"
            css={{ paintOrder: "stroke" }}
            aria-hidden
          >
            {dots
              .filter((dot) => dot.labelled)
              .map((dot) => (
                <text
                  key={dot.id}
                  x={dot.end ? dot.at.x - 9 : dot.at.x + 9}
                  y={dot.at.y + 4}
                  textAnchor={dot.end ? "end" : "start"}
                >
                  {dot.title}
                </text>
              ))}
          </chakra.g>
          {pin && (
            <g data-testid="map-pin" data-draft={draft ? "true" : undefined}>
              <chakra.ellipse cx={pin.x} cy={pin.y} rx={5} ry={2} fill="fg" opacity={0.25} />
              <chakra.path
                d={pinPath(pin.x, pin.y)}
                fill="brand.solid"
                fillOpacity={draft ? 0.6 : 1}
                stroke={draft ? "fg" : "bg.panel"}
                strokeWidth="2px"
                strokeDasharray={draft ? "3 2" : undefined}
              />
              <chakra.circle cx={pin.x} cy={pin.y - 17} r={3.5} fill="bg.panel" />
            </g>
          )}
        </chakra.svg>
      </Box>
      <Text
        id={describedBy}
        fontSize="sm"
        color="fg.muted"
        mt="2"
        aria-live="polite"
        fontVariantNumeric="tabular-nums"
        data-testid="picked-point"
      >
        {shown
          ? draft
            ? t({
                id: "checkout.map.draft",
                message: `Point: ${lat}, ${lon}. Press Enter to choose it`,
              })
            : t({ id: "checkout.map.picked", message: `Point: ${lat}, ${lon}` })
          : t({ id: "checkout.map.hint", message: "Choose a location on the map" })}
      </Text>
    </Box>
  );
}
