import { ToastContainer, type ToastContainerProps } from "react-toastify";

/** The spec's toast defaults (section 9): top-right, 5000 ms, at most 3, newest on top, no progress bar,
 * drag-to-dismiss at 0.6 of the width, close on click, pause on hover and when the window loses focus. */
export const TOAST_DEFAULTS = {
  position: "top-right",
  autoClose: 5000,
  limit: 3,
  newestOnTop: true,
  hideProgressBar: true,
  draggablePercent: 60,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
} as const satisfies ToastContainerProps;

export function ToastHost(props: Partial<ToastContainerProps>) {
  return <ToastContainer {...TOAST_DEFAULTS} {...props} />;
}
