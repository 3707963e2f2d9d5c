import { Portal, Tooltip } from "@chakra-ui/react";
import { useEffect, useRef, type ReactNode } from "react";

/** The 'soon' tooltip of AppPromo, split out so its machinery loads on first hover or focus. */
export default function SoonTooltip({
  label,
  children,
  defaultOpen = false,
  focus = false,
}: {
  label: string;
  children: ReactNode;
  defaultOpen?: boolean;
  focus?: boolean;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) trigger.current?.focus();
  }, [focus]);
  return (
    <Tooltip.Root openDelay={100} closeDelay={100} defaultOpen={defaultOpen}>
      <Tooltip.Trigger asChild ref={trigger}>
        {children}
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
