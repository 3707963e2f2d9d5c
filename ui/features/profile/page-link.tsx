import { HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LocalLink } from "../../routing/localized";

/** A link drawn as a quiet text button, for moving between a profile section and the pages inside it. */
export function PageLink({ to, children, testId }: { to: string; children: ReactNode; testId: string }) {
  return (
    <LocalLink to={to} data-testid={testId} style={{ alignSelf: "flex-start" }}>
      <HStack gap="1" color="brand.fg" fontWeight="medium" _hover={{ textDecoration: "underline" }}>
        {children}
      </HStack>
    </LocalLink>
  );
}
