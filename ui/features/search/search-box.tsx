import { Box } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import {
  $searchDone,
  $searchLoading,
  $searchResults,
  $searchText,
  searchBottomReached,
  searchTyped,
} from "../../../application/search/search.model";
import { SearchIcon } from "../../layout/icons";
import { InputWithIcon, PlainInput } from "../../kit/plain-input";
import { useLocalize } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";

// The dropdown's code comes when the box is first focused (it can only open after typing), not with the page.
const loadResults = () => import("./search-results");
const SearchResults = lazy(() => loadResults().then((m) => ({ default: m.SearchResults })));

/** The header search: dropdown after a 500 ms pause, Enter opens /products?search=. */
export function SearchBox() {
  const { t } = useLingui();
  const [text, results, loading, done, typed, bottom] = useUnit([
    $searchText,
    $searchResults,
    $searchLoading,
    $searchDone,
    searchTyped,
    searchBottomReached,
  ]);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const localize = useLocalize();
  const location = useLocation();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    const close = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, []);

  const showDropdown = open && text.trim().length > 0 && (done || loading || results.length > 0);
  return (
    <Box ref={root} position="relative" flex="1" maxW="2xl" role="search">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const query = text.trim();
          if (!query) return;
          setOpen(false);
          navigate(localize(`${pathTo("products")}?search=${encodeURIComponent(query)}`));
        }}
      >
        <InputWithIcon icon={<SearchIcon color="fg.muted" />}>
          <PlainInput
            type="search"
            name="search"
            value={text}
            autoComplete="off"
            placeholder={t({ id: "search.placeholder", message: "Search among 30,000 products" })}
            aria-label={t({ id: "search.label", message: "Search products" })}
            role="combobox"
            aria-autocomplete="list"
            aria-controls="search-results"
            aria-expanded={showDropdown}
            borderRadius="l2"
            bg="bg.muted"
            borderColor="transparent"
            _focus={{ bg: "bg", borderColor: "brand.solid" }}
            onFocus={() => {
              setOpen(true);
              void loadResults();
            }}
            onChange={(e) => {
              typed(e.target.value);
              setOpen(true);
            }}
            onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
          />
        </InputWithIcon>
      </form>
      {showDropdown && (
        <Suspense fallback={null}>
          <SearchResults
            query={text}
            results={results}
            loading={loading}
            done={done}
            onBottom={bottom}
            onPick={() => setOpen(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}
