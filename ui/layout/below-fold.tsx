import { Box } from "@chakra-ui/react";
import { Suspense, type ReactNode } from "react";

/**
 * Content below the first screen of a phone. The browser skips its style, layout and paint until it nears the
 * viewport (content-visibility), keeping `estimate` as its height meanwhile; its own Suspense boundary lets
 * React hydrate it after the first screen, in slices that leave the main thread free between them.
 */
export function BelowFold({ estimate, children }: { estimate: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Box css={{ contentVisibility: "auto", containIntrinsicSize: `auto ${estimate}` }} data-below-fold="">
        {children}
      </Box>
    </Suspense>
  );
}
