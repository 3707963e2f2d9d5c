import { Box } from "@chakra-ui/react";
import { Map, Placemark, YMaps } from "@pbe/react-yandex-maps";
import type { MapPickerProps } from "./map-picker.port";

// Yandex Maps JavaScript API 2.1 (the version @pbe/react-yandex-maps speaks), in Russian as spec section 9
// asks. Loaded only when the server has a key; a click anywhere moves the placemark there.

interface MapClick {
  get(name: "coords"): [number, number];
}

export default function YandexMap({ apiKey, center, point, onPick }: MapPickerProps & { apiKey: string }) {
  return (
    <Box
      borderRadius="l3"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border"
      h={{ base: "64", md: "96" }}
    >
      <YMaps query={{ apikey: apiKey, lang: "ru_RU" }}>
        <Map
          width="100%"
          height="100%"
          defaultState={{ center: [center.latitude, center.longitude], zoom: 13 }}
          onClick={(event: MapClick) => {
            const [latitude, longitude] = event.get("coords");
            onPick({ latitude, longitude });
          }}
        >
          {point && <Placemark geometry={[point.latitude, point.longitude]} />}
        </Map>
      </YMaps>
    </Box>
  );
}
