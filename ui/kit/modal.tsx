import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useBodyScrollLock } from "./use-body-scroll-lock";

export type ModalSize = "sm" | "md" | "lg" | "xl" | "full";

export interface ModalProps {
  open: boolean;
  /** Called on Escape and on the close button; a backdrop click never closes the modal. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  /** The element to focus when the modal opens; the first focusable element otherwise. */
  initialFocusEl?: () => HTMLElement | null;
}

export const MODAL_SHAKE_MS = 400;
export const MODAL_SHAKE_CLASS = "kit-modal-shake";

// A fixed animation name keeps the rule the same on the server and in every story. The entrance animations
// are listed again so that adding the shake does not restart them (animations are matched by name).
const SHAKE_KEYFRAMES = `@keyframes ${MODAL_SHAKE_CLASS}{0%,100%{transform:translateX(0)}15%{transform:translateX(-8px)}30%{transform:translateX(7px)}45%{transform:translateX(-5px)}60%{transform:translateX(4px)}75%{transform:translateX(-2px)}90%{transform:translateX(1px)}}`;

// Toasts stay clickable (close on click) while a modal is open and do not count as a click outside it.
const toastLayer = () => document.querySelector<HTMLElement>(".Toastify");

/**
 * A dialog on Chakra's Dialog (focus trapped, Escape closes, portalled into document.body, labelled by its
 * title). Per spec section 2 a click on the backdrop does not close it: the panel shakes instead, or, for
 * people who ask for reduced motion, its outline flashes.
 */
export function Modal({ open, onClose, title, children, footer, size = "md", initialFocusEl }: ModalProps) {
  const { t } = useLingui();
  const [shaking, setShaking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useBodyScrollLock(open);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Zag keeps the handler it was first given, so the guard reads a ref rather than the state.
  const shakingNow = useRef(false);
  const shake = () => {
    if (shakingNow.current) return;
    shakingNow.current = true;
    setShaking(true);
    timer.current = setTimeout(() => {
      shakingNow.current = false;
      setShaking(false);
    }, MODAL_SHAKE_MS);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={size}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      closeOnEscape
      preventScroll={false}
      onPointerDownOutside={shake}
      persistentElements={[toastLayer]}
      initialFocusEl={initialFocusEl}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <style href={MODAL_SHAKE_CLASS} precedence="default">
          {SHAKE_KEYFRAMES}
        </style>
        <Dialog.Backdrop />
        <Dialog.Positioner px={size === "full" ? "0" : "4"}>
          <Dialog.Content
            className={shaking ? MODAL_SHAKE_CLASS : undefined}
            data-shaking={shaking ? "" : undefined}
            borderRadius={size === "full" ? "0" : "l3"}
            css={{
              "&[data-shaking]": {
                animationName: `scale-in, fade-in, ${MODAL_SHAKE_CLASS}`,
                animationDuration: `var(--chakra-durations-moderate), var(--chakra-durations-moderate), ${MODAL_SHAKE_MS}ms`,
                animationTimingFunction: "ease-out, ease-out, ease-in-out",
              },
              "@media (prefers-reduced-motion: reduce)": {
                "&[data-shaking]": {
                  animationName: "none",
                  outline: "3px solid",
                  outlineColor: "brand.focusRing",
                  outlineOffset: "2px",
                },
              },
            }}
          >
            <Dialog.Header pe="14">
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label={t({ id: "kit.modal.close", message: "Close" })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
