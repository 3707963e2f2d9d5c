import { Button, Field, Flex, Input } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";

/** The search box: words of the title, the slug or the product's number; sent by Enter or the button. */
export function ProductSearch({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(search);
  // Back and forward in the browser change the URL's search: the box follows.
  useEffect(() => setText(search), [search]);
  return (
    <Flex
      as="form"
      role="search"
      aria-label={t({ id: "admin.products.search.label", message: "Find a product" })}
      gap="3"
      wrap="wrap"
      align="end"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Field.Root flex="1" minW={{ base: "full", sm: "72" }} maxW={{ sm: "md" }}>
        <Field.Label>
          {t({ id: "admin.products.search.field", message: "Title, slug or number" })}
        </Field.Label>
        <Input
          type="search"
          h="11"
          maxLength={200}
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid="products-search"
        />
      </Field.Root>
      <Flex gap="3" w={{ base: "full", sm: "auto" }}>
        <Button type="submit" colorPalette="brand" minH="11" flex={{ base: "1", sm: "initial" }}>
          {t({ id: "admin.products.search.submit", message: "Find" })}
        </Button>
        {search !== "" && (
          <Button
            type="button"
            variant="outline"
            minH="11"
            flex={{ base: "1", sm: "initial" }}
            onClick={() => onSearch("")}
          >
            {t({ id: "admin.products.search.clear", message: "Show all" })}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
