import { Box } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { LOADING_BAR } from "../../domain/shop-constants";

/** Shown only when loading lasts longer than this (spec section 9). */
export const LOADING_BAR_THROTTLE_MS = LOADING_BAR.throttleMs;
/** The time the bar takes to crawl towards the end. */
export const LOADING_BAR_DURATION_MS = LOADING_BAR.durationMs;

/** The thin orange bar at the top while a page loads. */
export function LoadingBar({ loading }: { loading: boolean }) {
  const [phase, setPhase] = useState<"idle" | "running" | "done">("idle");
  useEffect(() => {
    if (loading) {
      const timer = setTimeout(() => setPhase("running"), LOADING_BAR_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setPhase((p) => (p === "running" ? "done" : "idle"));
    const timer = setTimeout(() => setPhase("idle"), 300);
    return () => clearTimeout(timer);
  }, [loading]);
  if (phase === "idle") return null;
  return (
    <Box
      position="fixed"
      top="0"
      left="0"
      right="0"
      h="3px"
      zIndex="max"
      pointerEvents="none"
      role="progressbar"
      aria-busy={phase === "running"}
      data-testid="loading-bar"
    >
      <Box
        h="full"
        bg="brand.solid"
        boxShadow="0 0 8px var(--chakra-colors-brand-solid)"
        w={phase === "done" ? "100%" : "90%"}
        opacity={phase === "done" ? 0 : 1}
        transition={
          phase === "done" ? "width 0.2s, opacity 0.3s 0.1s" : `width ${LOADING_BAR_DURATION_MS}ms ease-out`
        }
        css={
          phase === "running"
            ? {
                animation: `loading-bar-grow ${LOADING_BAR_DURATION_MS}ms ease-out`,
                "@keyframes loading-bar-grow": { from: { width: "0%" }, to: { width: "90%" } },
              }
            : undefined
        }
      />
    </Box>
  );
}
