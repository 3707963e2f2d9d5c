import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

/** How long Back waits for the earlier page's content to be tall enough to return to its offset. */
const RESTORE_WINDOW_MS = 1500;

/**
 * A link to another page opens that page at its top, as a full page load would; the declarative router keeps
 * the old offset otherwise. Back and Forward return to where the shopper was on that entry, once the page has
 * grown tall enough again (its list arrives after the route changes, so the browser's own restore would stop
 * short). A change of query alone (a filter, a sort) keeps the list where the shopper is reading it.
 */
export function ScrollOnNavigate() {
  const { pathname, hash, key } = useLocation();
  const navigation = useNavigationType();
  const offsets = useRef(new Map<string, number>());
  const previous = useRef({ pathname, key });

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => offsets.current.set(previous.current.key, window.scrollY));
    };
    window.addEventListener("scroll", remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", remember);
    };
  }, []);

  useLayoutEffect(() => {
    const samePage = previous.current.pathname === pathname;
    previous.current = { pathname, key };
    if (samePage) return;
    if (navigation !== "POP") {
      if (!hash) window.scrollTo(0, 0);
      return;
    }
    const target = offsets.current.get(key) ?? 0;
    const until = performance.now() + RESTORE_WINDOW_MS;
    let frame = 0;
    const restore = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= target;
      if (reachable || performance.now() > until) window.scrollTo(0, target);
      else frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, key, navigation]);
  return null;
}
