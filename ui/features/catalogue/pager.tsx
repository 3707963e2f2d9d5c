import { Button, HStack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

/** Page numbers around the current one; each is a link so Back works. */
export function Pager({
  page,
  totalPages,
  hrefFor,
  onPick,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  onPick: (page: number) => void;
}) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === totalPages || Math.abs(p - page) <= 2,
  );
  return (
    <HStack
      as="nav"
      aria-label={t({ id: "pager.label", message: "Pages" })}
      justify="center"
      gap="1"
      wrap="wrap"
      data-testid="pager"
    >
      {pages.map((p, i) => (
        <HStack key={p} gap="1">
          {i > 0 && p - pages[i - 1]! > 1 && <Text color="fg.muted">…</Text>}
          <Button
            asChild
            size="sm"
            variant={p === page ? "solid" : "outline"}
            colorPalette={p === page ? "brand" : "gray"}
            aria-current={p === page ? "page" : undefined}
          >
            <a
              href={hrefFor(p)}
              onClick={(e) => {
                e.preventDefault();
                onPick(p);
              }}
            >
              {p}
            </a>
          </Button>
        </HStack>
      ))}
    </HStack>
  );
}
