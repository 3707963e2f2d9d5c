import { useEffect, useState, type ComponentType } from "react";
import { onFirstToast } from "./kit/toast";

/**
 * react-toastify (~10 KB gzip) stays out of a page's load: the toast region mounts with the first toast
 * (showToast), which most visits never raise. Neither the server nor the hydrating render draws it, so the
 * markup matches; the toast waits in react-toastify's queue until the container mounts.
 */
export function LazyToastHost() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const stop = onFirstToast(
      () => void import("./kit/toast-host").then((m) => live && setHost(() => m.ToastHost)),
    );
    return () => {
      live = false;
      stop();
    };
  }, []);
  return Host ? <Host /> : null;
}
