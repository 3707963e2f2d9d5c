import { Skeleton } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { DEFAULT_MAP_HEIGHT, type MapPickerProps } from "./map-picker.port";
import { OfflineMap } from "./offline-map";

// Yandex's code (and its script from the maps service) loads only for a shop that has a key.
const YandexMap = lazy(() => import("./yandex-map"));

export type { MapPickerProps, MapPlace } from "./map-picker.port";

/**
 * The map port's chooser: Yandex's map when the shop has a key (YANDEX_MAPS_API_KEY, decision 0008), the
 * offline one otherwise.
 */
export function MapPicker({ apiKey, ...props }: MapPickerProps & { apiKey?: string | null | undefined }) {
  if (!apiKey) return <OfflineMap {...props} />;
  return (
    <Suspense fallback={<Skeleton h={props.height ?? DEFAULT_MAP_HEIGHT} borderRadius="l3" />}>
      <YandexMap apiKey={apiKey} {...props} />
    </Suspense>
  );
}
