import { Box } from "@chakra-ui/react";
import { Map, Placemark, YMaps } from "@pbe/react-yandex-maps";
import { useMemo } from "react";
import { DEFAULT_MAP_HEIGHT, round6, type MapPickerProps } from "./map-picker.port";

// Yandex Maps in Russian, as spec section 9 asks (language ru_RU). The spec also names version v3, but
// @pbe/react-yandex-maps 1.2.5 loads the JavaScript API 2.1 (its `version` default) and speaks only 2.1's
// objects; v3 has another loader and component model, so moving to it means another adapter behind the same
// MapPickerProps. Loaded only when the shop has a key; a click anywhere moves the placemark there.

interface MapClick {
  get(name: "coords"): [number, number];
}

const ZOOM = 13;

export default function YandexMap({
  apiKey,
  center,
  point,
  onPick,
  height,
}: MapPickerProps & { apiKey: string }) {
  // The library re-centres whenever `state` is a new object: only a new centre (another district) may do
  // that, not each pick, or the shopper's own panning and zoom would be undone.
  const state = useMemo(
    () => ({ center: [center.latitude, center.longitude], zoom: ZOOM }),
    [center.latitude, center.longitude],
  );
  return (
    <Box
      borderRadius="l3"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border"
      h={height ?? DEFAULT_MAP_HEIGHT}
      data-testid="yandex-map"
    >
      <YMaps query={{ apikey: apiKey, lang: "ru_RU" }}>
        <Map
          width="100%"
          height="100%"
          state={state}
          onClick={(event: MapClick) => {
            const [latitude, longitude] = event.get("coords");
            onPick({ latitude: round6(latitude), longitude: round6(longitude) });
          }}
        >
          {point && <Placemark geometry={[point.latitude, point.longitude]} />}
        </Map>
      </YMaps>
    </Box>
  );
}
