import { Box, HStack, Mark, Spinner, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ProductCard } from "../../../application/catalogue/catalogue.types";
import { highlightMatch } from "../../../application/search/highlight";
import { SEARCH } from "../../../domain/shop-constants";
import { useMoneyText } from "../../kit/price";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";
import { SmartImage } from "../products/smart-image";

export const SEARCH_DROPDOWN_MAX_HEIGHT = SEARCH.dropdownMaxHeightPx;
export const SEARCH_RESULTS_ELEMENT = "search-results";

export function HighlightedTitle({ title, query }: { title: string; query: string }) {
  return (
    <>
      {highlightMatch(title, query).map((part, i) =>
        part.match ? (
          <Mark key={i} bg="brand.muted" color="fg" borderRadius="xs" px="0.5" data-testid="search-match">
            {part.text}
          </Mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

export interface SearchResultsProps {
  query: string;
  results: readonly ProductCard[];
  loading: boolean;
  done: boolean;
  onBottom: () => void;
  onPick: () => void;
}

/**
 * The dropdown under the search box: thumbnail, highlighted title, price with its currency; next page on
 * reaching the bottom.
 */
export function SearchResults({ query, results, loading, done, onBottom, onPick }: SearchResultsProps) {
  const { t } = useLingui();
  const money = useMoneyText();
  return (
    <Box
      role="listbox"
      id={SEARCH_RESULTS_ELEMENT}
      aria-label={t({ id: "search.results", message: "Search results" })}
      position="absolute"
      top="calc(100% + 4px)"
      insetX="0"
      zIndex="dropdown"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l2"
      boxShadow="lg"
      maxH={`${SEARCH_DROPDOWN_MAX_HEIGHT}px`}
      overflowY="auto"
      data-testid="search-dropdown"
      onScroll={(e) => {
        const el = e.currentTarget;
        if (el.scrollTop + el.clientHeight >= el.scrollHeight - 8) onBottom();
      }}
    >
      <Stack gap="0" py="1">
        {results.map((p) => (
          <LocalLink key={p.id} to={pathTo("products-slug", { slug: p.slug })} onClick={onPick} role="option">
            <HStack px="3" py="2" gap="3" _hover={{ bg: "bg.muted" }}>
              <SmartImage
                responsive={false}
                src={p.images[0]?.extraSmall}
                alt=""
                boxSize="10"
                borderRadius="l1"
                objectFit="cover"
                bg="bg.muted"
                flexShrink={0}
              />
              {/* The price goes under the title, so a long title keeps the row's width on a phone. */}
              <Stack gap="0.5" flex="1" minW="0">
                <Text fontSize="sm" lineClamp={2}>
                  <HighlightedTitle title={p.title} query={query} />
                </Text>
                <Text fontSize="sm" fontWeight="semibold" whiteSpace="nowrap">
                  {money(p.price)}
                </Text>
              </Stack>
            </HStack>
          </LocalLink>
        ))}
        {loading && (
          <HStack justify="center" py="3">
            <Spinner size="sm" color="brand.fg" />
          </HStack>
        )}
        {!loading && done && results.length === 0 && (
          <Text
            px="3"
            py="4"
            color="fg.muted"
            fontSize="sm"
            textAlign="center"
            data-testid="search-not-found"
          >
            {t({ id: "search.notFound", message: "Nothing was found for your search" })}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
