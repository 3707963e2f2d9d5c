import { HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

/**
 * One step of a four-step flow: where the shopper is ("Step 2 of 4 · Code"), the step, and the links below
 * it (back to login, change the number).
 */
export function FlowFrame({
  step,
  name,
  links,
  children,
}: {
  /** 1 to 4. */
  step: number;
  name: string;
  links?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="4">
      <Text
        fontSize="xs"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        {t({ id: "account.flow.step", message: `Step ${step} of 4` })} · {name}
      </Text>
      {children}
      {links && (
        <HStack justify="space-between" gap="3" wrap="wrap">
          {links}
        </HStack>
      )}
    </Stack>
  );
}
