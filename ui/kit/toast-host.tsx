import { Box, CloseButton } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { ToastContainer, type ToastContainerProps } from "react-toastify";
import { TOAST } from "../../domain/shop-constants";

/** The spec's toast defaults (section 9, held in domain/shop-constants) in react-toastify's terms. */
export const TOAST_DEFAULTS = {
  position: TOAST.position,
  autoClose: TOAST.autoCloseMs,
  limit: TOAST.limit,
  newestOnTop: TOAST.newestOnTop,
  hideProgressBar: TOAST.hideProgressBar,
  // react-toastify takes the drag-to-dismiss threshold as a percentage of the toast's width.
  draggablePercent: TOAST.dragThreshold * 100,
  closeOnClick: TOAST.closeOnClick,
  pauseOnHover: TOAST.pauseOnHover,
  pauseOnFocusLoss: TOAST.pauseOnFocusLoss,
} as const satisfies ToastContainerProps;

// react-toastify's own look is a fixed light card; its variables are pointed at the Chakra tokens so toasts
// follow the theme (light and dark), the shop font, and keep text at full contrast. A coloured start edge
// tells the type.
const toastTheme = {
  "--toastify-color-light": "var(--chakra-colors-bg-panel)",
  "--toastify-text-color-light": "var(--chakra-colors-fg)",
  "--toastify-font-family": "var(--chakra-fonts-body)",
  "--toastify-toast-bd-radius": "var(--chakra-radii-l3)",
  "--toastify-toast-shadow": "var(--chakra-shadows-lg)",
  "--toastify-toast-min-height": "56px",
  "--toastify-icon-color-success": "var(--chakra-colors-fg-success)",
  "--toastify-icon-color-error": "var(--chakra-colors-fg-error)",
  "--toastify-icon-color-warning": "var(--chakra-colors-fg-warning)",
  "--toastify-icon-color-info": "var(--chakra-colors-fg-info)",
  "& .Toastify__toast": {
    borderWidth: "1px",
    borderColor: "border",
    borderInlineStartWidth: "4px",
    borderInlineStartColor: "brand.solid",
    fontSize: "sm",
    lineHeight: "1.45",
    gap: "2",
  },
  "& .Toastify__toast--success": { borderInlineStartColor: "fg.success" },
  "& .Toastify__toast--error": { borderInlineStartColor: "fg.error" },
  "& .Toastify__toast--warning": { borderInlineStartColor: "fg.warning" },
  "& .Toastify__toast--info": { borderInlineStartColor: "fg.info" },
} as const;

export function ToastHost(props: Partial<ToastContainerProps>) {
  const { t } = useLingui();
  const close = t({ id: "kit.toast.close", message: "Close notification" });
  return (
    <Box display="contents" css={toastTheme}>
      <ToastContainer
        {...TOAST_DEFAULTS}
        aria-label={t({ id: "kit.toast.region", message: "Notifications (Alt+T)" })}
        closeButton={({ closeToast }) => (
          <CloseButton
            size="2xs"
            variant="ghost"
            alignSelf="flex-start"
            ms="auto"
            aria-label={close}
            onClick={closeToast}
          />
        )}
        {...props}
      />
    </Box>
  );
}
