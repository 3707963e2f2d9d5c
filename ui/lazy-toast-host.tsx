import { useEffect, useState, type ComponentType } from "react";

/**
 * react-toastify (~10 KB gzip) stays out of the first load: the toast region mounts after hydration, in an
 * idle moment. Neither the server nor the hydrating render draws it, so the markup matches; a toast raised
 * earlier waits in react-toastify's queue until the container mounts.
 */
export function LazyToastHost() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => void import("./kit/toast-host").then((m) => live && setHost(() => m.ToastHost));
    const idle = window.requestIdleCallback?.(load, { timeout: 2000 });
    const timer = idle === undefined ? window.setTimeout(load, 1) : undefined;
    return () => {
      live = false;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);
  return Host ? <Host /> : null;
}
