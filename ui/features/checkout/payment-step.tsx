import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useState } from "react";
import { $account } from "../../../application/account/session.model";
import {
  $draft,
  $paymentWays,
  $promoChecking,
  $promoRefusal,
  cashbackToggled,
  paymentChosen,
  promoApplied,
  promoCleared,
} from "../../../application/checkout/checkout.model";
import { PaymentType } from "../../../domain/order";
import { CheckBox } from "../../kit/check-box";
import { useMoneyText } from "../../kit/price";
import { TextField } from "../../kit/text-field";
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
    {
      type: PaymentType.SAVED_CARD,
      on: ways?.card ?? false,
      title: t({ id: "checkout.pay.card", message: "Bank card" }),
      hint: "Uzcard, Humo, Visa, Mastercard",
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
  const balance = account?.cashbackBalance ?? 0;
  const available = money(balance);
  return (
    <Stack gap="5">
      <Stack gap="3" role="radiogroup" aria-label={t({ id: "checkout.pay.way", message: "Payment way" })}>
        {options
          .filter((o) => o.on)
          .map((o) => (
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
          ))}
      </Stack>
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
