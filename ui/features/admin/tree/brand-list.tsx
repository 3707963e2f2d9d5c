import { Box, Button, Flex, Heading, Image, Input, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { LoadStatus } from "../../../../application/app/deps";
import type { BrandPage, BrandQuery, StaffBrand } from "../../../../application/admin/sections/tree.types";
import { ListEmpty, ListFailed, ListLoading, useRoleRefused } from "../list-states";

export interface BrandListProps {
  status: LoadStatus;
  page: BrandPage | null;
  query: BrandQuery;
  errorText?: string | undefined;
  onSearch: (query: BrandQuery) => void;
  onEdit: (brand: StaffBrand) => void;
  onAdd: () => void;
  onRetry: () => void;
}

/** The brands by name, found by a part of it, a page at a time; each with its logo and a way to edit it. */
export function BrandList({
  status,
  page,
  query,
  errorText,
  onSearch,
  onEdit,
  onAdd,
  onRetry,
}: BrandListProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState(query.search);
  const pageNo = query.page;
  const title = t({ id: "admin.tree.brands", message: "Brands" });
  const searchLabel = t({ id: "admin.tree.brandSearch", message: "Find a brand" });
  // Refused for the caller's role: a new brand or a search would be refused as well.
  const refused = useRoleRefused() && status === "error";
  const body =
    status === "error" ? (
      <ListFailed
        testId="brands-error"
        text={errorText ?? t({ id: "admin.content.error", message: "This list could not be loaded." })}
        onRetry={onRetry}
      />
    ) : !page ? (
      <ListLoading
        testId="brands-loading"
        label={t({ id: "admin.content.loading", message: "Loading the list" })}
      />
    ) : page.results.length === 0 ? (
      <ListEmpty testId="brands-empty">
        {query.search
          ? t({ id: "admin.tree.noBrandsFound", message: "No brand has that in its name." })
          : t({ id: "admin.tree.noBrands", message: "No brands yet." })}
      </ListEmpty>
    ) : (
      <Stack as="ul" listStyleType="none" gap="2" data-testid="brands" aria-busy={status === "pending"}>
        {page.results.map((b) => (
          <Flex
            as="li"
            key={b.id}
            data-id={b.id}
            gap="3"
            align="center"
            borderWidth="1px"
            borderRadius="l2"
            p="2"
          >
            <Box w="16" h="10" borderRadius="l1" bg="bg.muted" overflow="hidden" flexShrink={0}>
              {b.logo && <Image src={b.logo} alt="" w="full" h="full" objectFit="contain" />}
            </Box>
            <Box flex="1" minW="0">
              <Text fontWeight="medium" wordBreak="break-word">
                {b.title}
              </Text>
              {b.country && (
                <Text textStyle="sm" color="fg.muted" textTransform="uppercase">
                  {b.country}
                </Text>
              )}
            </Box>
            <Button
              variant="outline"
              minH="11"
              flexShrink={0}
              onClick={() => onEdit(b)}
              aria-label={`${t({ id: "admin.tree.edit", message: "Edit" })}: ${b.title}`}
            >
              {t({ id: "admin.tree.edit", message: "Edit" })}
            </Button>
          </Flex>
        ))}
      </Stack>
    );
  return (
    <Stack gap="3" as="section" aria-label={title}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {!refused && (
          <Button colorPalette="brand" minH="11" onClick={onAdd} data-testid="brand-new">
            {t({ id: "admin.tree.newBrand", message: "New brand" })}
          </Button>
        )}
      </Flex>
      {!refused && (
        <Flex
          as="form"
          role="search"
          gap="2"
          onSubmit={(e) => (e.preventDefault(), onSearch({ search: search.trim(), page: 1 }))}
        >
          <Input
            type="search"
            aria-label={searchLabel}
            placeholder={searchLabel}
            value={search}
            maxLength={100}
            minH="11"
            onChange={(e) => setSearch(e.target.value)}
          />
          <Button type="submit" variant="outline" minH="11" flexShrink={0}>
            {t({ id: "admin.tree.find", message: "Find" })}
          </Button>
        </Flex>
      )}
      {body}
      {page && (page.hasNext || page.hasPrevious) && (
        <Flex gap="2" justify="space-between" align="center">
          <Button
            variant="outline"
            minH="11"
            disabled={!page.hasPrevious}
            onClick={() => onSearch({ ...query, page: query.page - 1 })}
          >
            {t({ id: "admin.tree.previous", message: "Previous" })}
          </Button>
          <Text textStyle="sm" color="fg.muted">
            {t({ id: "admin.tree.pageOf", message: `Page ${pageNo}` })}
          </Text>
          <Button
            variant="outline"
            minH="11"
            disabled={!page.hasNext}
            onClick={() => onSearch({ ...query, page: query.page + 1 })}
          >
            {t({ id: "admin.tree.next", message: "Next" })}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
