import { Box, chakra, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

export interface VisibilitySwitchProps {
  visible: boolean;
  /** Whose visibility it is, for the name a screen reader hears ("Shown on the site: <title>"). */
  title: string;
  pending: boolean;
  disabled: boolean;
  onChange: (visible: boolean) => void;
}

/**
 * Shown or hidden on the storefront, as a switch (role="switch") with its state in words beside it, so the
 * state is not told by colour alone. The theme carries no Switch recipe (ui/theme/system.ts), hence a
 * button drawn here.
 */
export function VisibilitySwitch({ visible, title, pending, disabled, onChange }: VisibilitySwitchProps) {
  const { t } = useLingui();
  const label = t({ id: "admin.content.visibleLabel", message: `Shown on the site: ${title}` });
  return (
    <chakra.button
      type="button"
      role="switch"
      aria-checked={visible}
      aria-label={label}
      aria-busy={pending || undefined}
      disabled={disabled || pending}
      onClick={() => onChange(!visible)}
      display="inline-flex"
      flexShrink={0}
      alignItems="center"
      gap="2"
      minH="11"
      px="1"
      borderRadius="l2"
      cursor="pointer"
      _disabled={{ cursor: "not-allowed", opacity: 0.6 }}
      _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
      data-testid="visibility-switch"
    >
      <Box
        as="span"
        position="relative"
        w="10"
        h="6"
        flexShrink={0}
        borderRadius="full"
        bg={visible ? "brand.solid" : "bg.emphasized"}
        transition="background 0.15s"
      >
        <Box
          as="span"
          position="absolute"
          top="0.5"
          insetStart={visible ? "4.5" : "0.5"}
          w="5"
          h="5"
          borderRadius="full"
          bg="white"
          boxShadow="sm"
          transition="inset-inline-start 0.15s"
        />
      </Box>
      <Text as="span" textStyle="sm" minW="24" textAlign="start" aria-hidden="true">
        {visible
          ? t({ id: "admin.content.shown", message: "Shown" })
          : t({ id: "admin.content.hidden", message: "Hidden" })}
      </Text>
    </chakra.button>
  );
}
