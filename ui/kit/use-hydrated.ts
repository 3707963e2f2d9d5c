import { useEffect, useState } from "react";

/**
 * False for a component's first render, true from its first commit on. What the server cannot know (who is
 * signed in) must not be in a first render that hydrates the server's HTML: a section whose code comes after
 * the page's (a lazy chunk) hydrates later, when the browser may already know it, and React then throws the
 * server's HTML away. Gated by this, the section first renders what the server did.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
