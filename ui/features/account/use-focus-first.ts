import { useEffect, useRef } from "react";

const FIELD = "input:not([disabled]), select:not([disabled]), textarea:not([disabled])";

/**
 * Focuses the first field inside the element once it mounts: each step of a flow replaces the last one, and
 * the focus would otherwise fall back to the page.
 */
export function useFocusFirst<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>(FIELD)?.focus();
  }, []);
  return ref;
}
