import { Skeleton } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import type { MapPickerProps } from "./map-picker.port";
import { OfflineMap } from "./offline-map";

const YandexMap = lazy(() => import("./yandex-map"));

/** Yandex's map when the shop has a key (YANDEX_MAPS_API_KEY), the offline one otherwise (decision 0008). */
export function MapPicker({ apiKey, ...props }: MapPickerProps & { apiKey: string | null }) {
  if (!apiKey) return <OfflineMap {...props} />;
  return (
    <Suspense fallback={<Skeleton h="64" borderRadius="l3" />}>
      <YandexMap apiKey={apiKey} {...props} />
    </Suspense>
  );
}
