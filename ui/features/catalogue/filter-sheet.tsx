import { Button, Drawer, IconButton, Portal } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { CloseIcon } from "../../layout/icons";

/**
 * The phone's filter sheet: the filter panel rises from the bottom over the results. Each choice applies at
 * once (the list behind it changes), and the footer button closes the sheet saying how many products match.
 * Split out so the Drawer's code loads on first open.
 */
export default function FilterSheet({
  open,
  onOpenChange,
  total,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  total: number;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      placement="bottom"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxH="85dvh" borderTopRadius="l3" data-testid="filter-sheet">
            <Drawer.Header>
              <Drawer.Title>{t({ id: "filters.title", message: "Filters" })}</Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <IconButton
                  variant="ghost"
                  size="lg"
                  aria-label={t({ id: "common.close", message: "Close" })}
                  ms="auto"
                >
                  <CloseIcon />
                </IconButton>
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.Footer>
              <Button colorPalette="brand" size="lg" w="full" onClick={() => onOpenChange(false)}>
                {t({ id: "filters.show", message: `Show ${total} products` })}
              </Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
