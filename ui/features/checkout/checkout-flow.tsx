import { Button, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { Suspense, useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { $basketLines } from "../../../application/basket/basket.model";
import { CHECKOUT_STEPS } from "../../../application/checkout/checkout-draft";
import {
  $placeRefusal,
  $placing,
  $price,
  $priceLoading,
  $priceRefusal,
  $problems,
  $problemsShown,
  $step,
  checkoutOpened,
  orderPlaced,
  orderSubmitted,
  stepChosen,
  stepFinished,
} from "../../../application/checkout/checkout.model";
import { useRefusalText } from "../../i18n/use-refusal-text";
import { LocalLink, useLocalize } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";
import { CheckoutSteps } from "./checkout-steps";
import { DeliveryStep } from "./delivery-step";
import { ContactStep, PaymentStep, prefetchLaterSteps, StepLoading } from "./later-steps";
import { PriceSummary } from "./price-summary";

/** The signed-in checkout: the three steps on the left, the server's price and "Place order" beside them. */
export default function CheckoutFlow() {
  const { t } = useLingui();
  const [step, problems, shown, price, priceLoading, priceRefusal, placeRefusal, placing] = useUnit([
    $step,
    $problems,
    $problemsShown,
    $price,
    $priceLoading,
    $priceRefusal,
    $placeRefusal,
    $placing,
  ]);
  const [lines, opened, choose, finish, submit] = useUnit([
    $basketLines,
    checkoutOpened,
    stepChosen,
    stepFinished,
    orderSubmitted,
  ]);
  const refusalWords = useRefusalText(placeRefusal ?? priceRefusal);
  const navigate = useNavigate();
  const localize = useLocalize();
  useEffect(() => {
    opened();
  }, [opened]);
  useEffect(
    () =>
      orderPlaced.watch((placed) => {
        if (placed.paymentUrl) window.location.assign(placed.paymentUrl);
        else navigate(`${localize(pathTo("order-id", { id: placed.id }))}?placed=1`);
      }),
    [navigate, localize],
  );

  if (lines && lines.length === 0) {
    return (
      <Stack align="center" gap="4" py="12" textAlign="center">
        <Text color="fg.muted" data-testid="checkout-empty">
          {t({ id: "checkout.empty", message: "Your basket is empty: there is nothing to order yet." })}
        </Text>
        <Button asChild colorPalette="brand">
          <LocalLink to={pathTo("products")}>
            {t({ id: "checkout.toCatalogue", message: "Go to the catalogue" })}
          </LocalLink>
        </Button>
      </Stack>
    );
  }
  const last = step === CHECKOUT_STEPS.at(-1);
  const shownProblems = shown ? problems : [];
  return (
    <Grid
      templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 1fr)" }}
      gap="8"
      alignItems="start"
      onPointerOver={prefetchLaterSteps}
      onTouchStart={prefetchLaterSteps}
      onKeyDown={prefetchLaterSteps}
    >
      <Stack gap="6" minW="0">
        <CheckoutSteps current={step} onChoose={choose} />
        <Heading as="h2" size="lg">
          {step === "delivery_address"
            ? t({ id: "checkout.delivery.title", message: "Where to deliver" })
            : step === "contact_detail"
              ? t({ id: "checkout.contact.title", message: "Who receives the order" })
              : t({ id: "checkout.payment.title", message: "How to pay" })}
        </Heading>
        {step === "delivery_address" && <DeliveryStep problems={shownProblems} />}
        <Suspense fallback={<StepLoading />}>
          {step === "contact_detail" && <ContactStep problems={shownProblems} />}
          {step === "payment" && <PaymentStep />}
        </Suspense>
        {!last && (
          <Button
            alignSelf="flex-start"
            colorPalette="brand"
            minH="11"
            onClick={() => finish()}
            data-testid="next-step"
          >
            {t({ id: "checkout.next", message: "Continue" })}
          </Button>
        )}
      </Stack>
      <Stack position={{ lg: "sticky" }} top={{ lg: "24" }} minW="0">
        <PriceSummary
          price={price}
          loading={priceLoading}
          refusal={refusalWords}
          placing={placing}
          // An online payment returns to the orders list, which goes on to the order being paid.
          onPlace={() =>
            submit({ redirectUrl: `${window.location.origin}${localize(pathTo("my-orders"))}?paying=1` })
          }
          placeLabel={t({ id: "checkout.place", message: "Place order" })}
        />
      </Stack>
    </Grid>
  );
}
