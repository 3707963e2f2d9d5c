import { Button, Field, Flex, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { SheetFile } from "../../../../application/admin/sections/sheets.types";

/**
 * The two downloads: the empty template to fill in, and the catalogue as it is (all of it, or the products
 * whose title, SKU or number match some words) to change and upload again.
 */
export function SheetDownloads({
  downloading,
  refusal,
  onDownload,
}: {
  downloading: SheetFile | null;
  /** Why the last download failed, already translated. */
  refusal: string | null;
  onDownload: (file: SheetFile, search: string) => void;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState("");
  return (
    <Stack as="section" gap="4" borderWidth="1px" borderRadius="l3" p={{ base: "4", md: "5" }}>
      <Heading as="h2" size="lg">
        {t({ id: "admin.import.downloads", message: "Spreadsheets to fill in" })}
      </Heading>
      <Text color="fg.muted">
        {t({
          id: "admin.import.downloadsHint",
          message:
            "Start from the template for new goods, or export the catalogue to change prices and stock, then upload the file below. Rows are matched by SKU.",
        })}
      </Text>
      <Flex gap="3" wrap="wrap" align="end">
        <Button
          colorPalette="brand"
          variant="outline"
          minH="11"
          w={{ base: "full", sm: "auto" }}
          loading={downloading === "template"}
          disabled={downloading !== null}
          onClick={() => onDownload("template", "")}
          data-testid="sheet-template"
        >
          {t({ id: "admin.import.template", message: "Download the template" })}
        </Button>
      </Flex>
      <Flex
        as="form"
        gap="3"
        wrap="wrap"
        align="end"
        onSubmit={(e) => {
          e.preventDefault();
          onDownload("export", search.trim());
        }}
      >
        <Field.Root flex="1" minW={{ base: "full", sm: "64" }} maxW={{ sm: "md" }}>
          <Field.Label>
            {t({ id: "admin.import.exportSearch", message: "Only products matching (optional)" })}
          </Field.Label>
          <Input
            type="search"
            h="11"
            maxLength={200}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="sheet-export-search"
          />
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          variant="outline"
          minH="11"
          w={{ base: "full", sm: "auto" }}
          loading={downloading === "export"}
          disabled={downloading !== null}
          data-testid="sheet-export"
        >
          {t({ id: "admin.import.export", message: "Export the catalogue" })}
        </Button>
      </Flex>
      {refusal && (
        <Text role="alert" color="fg.error">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}
