import { Button, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { $mapsApiKey } from "../../../application/app/app.model";
import {
  $branches,
  $branchesFailed,
  $branchesLoading,
  $checkoutDistricts,
  $checkoutRegions,
  $districtsLoading,
  $noBranch,
  $placesFailed,
  $regionsLoading,
  placesRetried,
} from "../../../application/checkout/checkout-places.model";
import {
  $draft,
  addressTyped,
  branchChosen,
  deliveryTypeChosen,
  districtChosen,
  pointPicked,
  regionChosen,
} from "../../../application/checkout/checkout.model";
import { DeliveryType } from "../../../domain/order";
import { TextField } from "../../kit/text-field";
import { PlaceSelect } from "../account/place-select";
import { ChoiceCard } from "./choice-card";
import { MapPicker } from "./map-picker/map-picker";
import { problemText } from "./problem-messages";
import { weekdayNames } from "./weekdays";

/** The shop's warehouse: where the map opens before a district is chosen. */
const SHOP = { latitude: 41.287, longitude: 69.2525 };

/** Step 1 (delivery_address): courier to a point on the map, or pick-up at a BTS branch. */
export function DeliveryStep({ problems }: { problems: readonly string[] }) {
  const { t, i18n } = useLingui();
  const [draft, regions, districts, regionsLoading, districtsLoading, placesFailed, retry] = useUnit([
    $draft,
    $checkoutRegions,
    $checkoutDistricts,
    $regionsLoading,
    $districtsLoading,
    $placesFailed,
    placesRetried,
  ]);
  const [branches, branchesLoading, branchesFailed, noBranch, mapsApiKey] = useUnit([
    $branches,
    $branchesLoading,
    $branchesFailed,
    $noBranch,
    $mapsApiKey,
  ]);
  const [chooseType, chooseRegion, chooseDistrict, pick, chooseBranch, typeAddress] = useUnit([
    deliveryTypeChosen,
    regionChosen,
    districtChosen,
    pointPicked,
    branchChosen,
    addressTyped,
  ]);
  const courier = draft.deliveryType === DeliveryType.COURIER;
  const district = districts.find((d) => d.id === draft.district);
  const region = regions.find((r) => r.id === draft.region);
  const center = district?.point ?? region?.point ?? SHOP;
  const problem = (id: string) => problemText(i18n, problems, id);

  return (
    <Stack gap="5">
      <Stack gap="3" role="radiogroup" aria-label={t({ id: "checkout.way", message: "How to receive" })}>
        <ChoiceCard
          name="delivery"
          value={DeliveryType.COURIER}
          checked={courier}
          onChoose={() => chooseType(DeliveryType.COURIER)}
          title={t({ id: "checkout.way.courier", message: "Delivery by courier" })}
          testId="way-courier"
        >
          <Text fontSize="sm" color="fg.muted">
            {t({ id: "checkout.way.courier.hint", message: "To the point you choose on the map" })}
          </Text>
        </ChoiceCard>
        <ChoiceCard
          name="delivery"
          value={DeliveryType.BTS_BRANCH}
          checked={!courier}
          onChoose={() => chooseType(DeliveryType.BTS_BRANCH)}
          title={t({ id: "checkout.way.bts", message: "Pick-up at a BTS branch" })}
          testId="way-bts"
        >
          <Text fontSize="sm" color="fg.muted">
            {t({ id: "checkout.way.bts.hint", message: "Collect the parcel at a branch near you" })}
          </Text>
        </ChoiceCard>
      </Stack>
      <Stack direction={{ base: "column", sm: "row" }} gap="3">
        <PlaceSelect
          name="region"
          label={t({ id: "checkout.region", message: "Region" })}
          placeholder={t({ id: "checkout.region.choose", message: "Choose a region" })}
          places={regions}
          value={draft.region}
          onChange={chooseRegion}
          loading={regionsLoading}
          failed={placesFailed && regions.length === 0}
          onRetry={retry}
        />
        <PlaceSelect
          name="district"
          label={t({ id: "checkout.district", message: "District" })}
          placeholder={
            draft.region === null
              ? t({ id: "checkout.district.regionFirst", message: "Choose a region first" })
              : t({ id: "checkout.district.choose", message: "Choose a district" })
          }
          places={districts}
          value={draft.district}
          onChange={chooseDistrict}
          loading={districtsLoading}
          failed={placesFailed && draft.region !== null && districts.length === 0}
          onRetry={retry}
          disabled={draft.region === null}
          error={problem("checkout.error.district")}
        />
      </Stack>
      {courier ? (
        <Stack gap="3">
          <MapPicker
            apiKey={mapsApiKey}
            center={center}
            point={draft.point}
            places={districts}
            onPick={pick}
          />
          {problem("checkout.error.point") && (
            <Text color="fg.error" role="alert">
              {problem("checkout.error.point")}
            </Text>
          )}
          <TextField
            name="address"
            label={t({ id: "checkout.address", message: "Street, house, flat" })}
            value={draft.address}
            onChange={typeAddress}
            autoComplete="street-address"
          />
        </Stack>
      ) : draft.district === null ? null : branchesLoading || (!branches && !branchesFailed) ? (
        <Stack gap="3" aria-busy="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} h="20" borderRadius="l3" />
          ))}
        </Stack>
      ) : branchesFailed ? (
        <Stack gap="2" role="alert" align="flex-start">
          <Text color="fg.error">
            {t({ id: "common.loadError", message: "Could not load. Please try again." })}
          </Text>
          <Button variant="outline" onClick={retry}>
            {t({ id: "common.retry", message: "Try again" })}
          </Button>
        </Stack>
      ) : noBranch ? (
        <Text color="fg.error" role="alert" data-testid="no-branch">
          {t({
            id: "checkout.noBranch",
            message: "There is no BTS branch in this area, choose another area",
          })}
        </Text>
      ) : (
        <Stack gap="3" role="radiogroup" aria-label={t({ id: "checkout.branches", message: "BTS branches" })}>
          {branches!.map((branch) => (
            <ChoiceCard
              key={branch.id}
              name="branch"
              value={branch.id}
              checked={draft.branch === branch.id}
              onChoose={() => chooseBranch(branch.id)}
              title={branch.name}
              testId="bts-branch"
            >
              {branch.address && (
                <Text fontSize="sm" color="fg.muted">
                  {branch.address}
                </Text>
              )}
              <Text fontSize="sm">
                {[branch.workingHours, weekdayNames(i18n, branch.weekdays)].filter(Boolean).join(" · ")}
              </Text>
            </ChoiceCard>
          ))}
          {problem("checkout.error.branch") && (
            <Text color="fg.error" role="alert">
              {problem("checkout.error.branch")}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
