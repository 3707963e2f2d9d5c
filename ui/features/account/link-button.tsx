import { Link } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A button that reads as a text link: it switches views or steps inside the modal, it goes nowhere. */
export function LinkButton({
  children,
  onClick,
  disabled,
  testId,
}: {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <Link asChild color="brand.fg" fontSize="sm" fontWeight="medium">
      <button
        type="button"
        onClick={onClick}
        disabled={disabled}
        data-testid={testId}
        style={disabled ? { opacity: 0.5, cursor: "not-allowed" } : undefined}
      >
        {children}
      </button>
    </Link>
  );
}
