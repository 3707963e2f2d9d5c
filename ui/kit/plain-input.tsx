import { chakra, createRecipeContext, type InputProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

const { withContext } = createRecipeContext({ key: "input" });

/**
 * Chakra's input look on the browser's own input. Chakra's Input wraps Ark's Field (label and error wiring,
 * about 4 KB gzip); the kit's fields wire their label and error themselves (FieldFrame), and a bare search
 * box or price box has neither.
 */
export const PlainInput = withContext<
  HTMLInputElement,
  React.ComponentProps<typeof chakra.input> & { size?: InputProps["size"] }
>("input");

/** An icon drawn inside the input's start edge; the input leaves room for it. */
export function InputWithIcon({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <chakra.div
      position="relative"
      width="full"
      display="flex"
      alignItems="center"
      isolation="isolate"
      css={{ "& > input": { ps: "var(--input-height)" } }}
    >
      <chakra.div
        position="absolute"
        insetInlineStart="0"
        zIndex="2"
        height="full"
        px="3"
        display="flex"
        alignItems="center"
        pointerEvents="none"
        color="fg.muted"
      >
        {icon}
      </chakra.div>
      {children}
    </chakra.div>
  );
}
