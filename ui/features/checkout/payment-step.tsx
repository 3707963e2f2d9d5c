import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useState } from "react";
import { $account } from "../../../application/account/session.model";
import { $cards } from "../../../application/cards/cards.model";
import {
  $draft,
  $paymentWays,
  $promoChecking,
  $promoRefusal,
  cardChosen,
  cashbackToggled,
  paymentChosen,
  promoApplied,
  promoCleared,
} from "../../../application/checkout/checkout.model";
import { PaymentType } from "../../../domain/order";
import { CheckBox } from "../../kit/check-box";
import { useMoneyText } from "../../kit/price";
import { TextField } from "../../kit/text-field";
import { pathTo } from "../../routing/route-names";
import { LocalLink } from "../../routing/localized";
import { CardSystemMark } from "../profile/card-system-mark";
import { refusalMessage } from "../profile/refusal-at";
import { ChoiceCard } from "./choice-card";

/** Step 3 (payment): the ways the shop takes now, the promo code and the cashback. */
export function PaymentStep() {
  const { t, i18n } = useLingui();
  const [draft, ways, account, choose, toggle] = useUnit([
    $draft,
    $paymentWays,
    $account,
    paymentChosen,
    cashbackToggled,
  ]);
  const [cards, chooseCard] = useUnit([$cards, cardChosen]);
  const [checking, refusal, apply, clear] = useUnit([
    $promoChecking,
    $promoRefusal,
    promoApplied,
    promoCleared,
  ]);
  const [code, setCode] = useState(draft.promoCode ?? "");
  const money = useMoneyText();
  const options: { type: PaymentType; on: boolean; title: string; hint: string }[] = [
    {
      type: PaymentType.CASH,
      on: ways?.cash ?? true,
      title: t({ id: "checkout.pay.cash", message: "Cash" }),
      hint: t({ id: "checkout.pay.cash.hint", message: "To the courier or at the branch, on receipt" }),
    },
    ...(
      [
        [PaymentType.PAYME, ways?.payme, "Payme"],
        [PaymentType.CLICK, ways?.click, "Click"],
        [PaymentType.UZUM, ways?.uzum, "Uzum Bank"],
        [PaymentType.PAYNET, ways?.paynet, "Paynet"],
      ] as const
    ).map(([type, on, name]) => ({
      type,
      on: on ?? false,
      title: name,
      hint: t({ id: "checkout.pay.service", message: "Payment service" }),
    })),
  ];
  const cash = options.slice(0, 1).filter((o) => o.on);
  const services = options.slice(1).filter((o) => o.on);
  const choice = (o: (typeof options)[number]) => (
    <ChoiceCard
      key={o.type}
      name="payment"
      value={o.type}
      checked={draft.paymentType === o.type}
      onChoose={() => choose(o.type)}
      title={o.title}
      testId={`pay-${o.type}`}
    >
      <Text fontSize="sm" color="fg.muted">
        {o.hint}
      </Text>
    </ChoiceCard>
  );
  const savedCards = ways?.card ? (cards ?? []) : [];
  const balance = account?.cashbackBalance ?? 0;
  const available = money(balance);
  return (
    <Stack gap="5">
      <Stack gap="3" role="radiogroup" aria-label={t({ id: "checkout.pay.way", message: "Payment way" })}>
        {cash.map(choice)}
        {savedCards.map(({ id, number, system, expiry }) => (
          <ChoiceCard
            key={`card-${id}`}
            name="payment"
            value={`card-${id}`}
            checked={draft.paymentType === PaymentType.SAVED_CARD && draft.card === id}
            onChoose={() => chooseCard(id)}
            title={number}
            aside={<CardSystemMark system={system} />}
            testId={`pay-card-${id}`}
          >
            <Text fontSize="sm" color="fg.muted">
              {t({ id: "checkout.pay.savedCard", message: `Saved card, valid until ${expiry}` })}
            </Text>
          </ChoiceCard>
        ))}
        {services.map(choice)}
      </Stack>
      {ways?.card && cards !== null && cards.length === 0 && (
        <Stack
          gap="1"
          p="4"
          borderWidth="1px"
          borderStyle="dashed"
          borderRadius="l2"
          data-testid="pay-no-card"
        >
          <Text fontSize="sm" color="fg.muted">
            {t({
              id: "checkout.pay.noCard",
              message: "Save a bank card in your profile to pay with it in one step.",
            })}
          </Text>
          <LocalLink to={pathTo("profile-cards")} data-testid="pay-add-card">
            <Text
              as="span"
              display="inline-flex"
              alignItems="center"
              minH="11"
              color="brand.fg"
              fontWeight="medium"
            >
              {t({ id: "checkout.pay.addCard", message: "Add a card" })}
            </Text>
          </LocalLink>
        </Stack>
      )}
      <Stack gap="2">
        {draft.promoCode ? (
          <HStack justify="space-between" wrap="wrap" gap="2" data-testid="promo-applied">
            <Text>
              {t({ id: "checkout.promo.applied", message: `Promo code ${draft.promoCode} applied` })}
            </Text>
            <Button
              variant="outline"
              size="sm"
              minH="11"
              onClick={() => {
                setCode("");
                clear();
              }}
            >
              {t({ id: "checkout.promo.remove", message: "Remove" })}
            </Button>
          </HStack>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              apply(code);
            }}
          >
            <HStack align="flex-start" gap="2">
              <TextField
                name="promo_code"
                label={t({ id: "checkout.promo", message: "Promo code" })}
                value={code}
                onChange={setCode}
                error={refusal ? refusalMessage(i18n, refusal) : undefined}
              />
              <Button
                type="submit"
                variant="outline"
                mt="6"
                minH="11"
                loading={checking}
                disabled={!code.trim()}
              >
                {t({ id: "checkout.promo.apply", message: "Apply" })}
              </Button>
            </HStack>
          </form>
        )}
      </Stack>
      <CheckBox checked={draft.useCashback} onChange={toggle} disabled={balance <= 0} testId="use-cashback">
        {t({ id: "checkout.cashback", message: `Use cashback (${available} available)` })}
      </CheckBox>
    </Stack>
  );
}
