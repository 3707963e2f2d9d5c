import { Box, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { formatCount } from "../../../../domain/money";
import { useId, useState } from "react";
import {
  IMPORT_ERRORS_PAGE_SIZE,
  type ImportRowError,
} from "../../../../application/admin/sections/sheets.types";
import { AdminPaging } from "../admin-paging";

const HEAD = { py: "2", px: "3", textAlign: "start", fontWeight: "semibold", color: "fg.muted" } as const;
const CELL = { py: "2", px: "3", verticalAlign: "top" } as const;

/** The refused rows, each with the sheet's row number and column, a page at a time; a list on a phone. */
export function ImportErrors({
  errors,
  errorCount,
}: {
  errors: readonly ImportRowError[];
  errorCount: number;
}) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const titleId = useId();
  if (errors.length === 0) return null;
  const pages = Math.ceil(errors.length / IMPORT_ERRORS_PAGE_SIZE);
  const current = Math.min(page, pages);
  const shown = errors.slice((current - 1) * IMPORT_ERRORS_PAGE_SIZE, current * IMPORT_ERRORS_PAGE_SIZE);
  const kept = formatCount(errors.length);
  const all = formatCount(errorCount);
  const rowLabel = (row: number) => t({ id: "admin.import.rowNo", message: `Row ${row}` });
  return (
    <Stack as="section" gap="4" aria-labelledby={titleId} data-testid="import-errors">
      <Heading as="h2" size="lg" id={titleId}>
        {t({ id: "admin.import.errorsTitle", message: "Rows that were not taken" })}
      </Heading>
      {errorCount > errors.length && (
        <Text color="fg.muted">
          {t({ id: "admin.import.errorsKept", message: `The first ${kept} of ${all} are listed.` })}
        </Text>
      )}
      <Box display={{ base: "none", md: "block" }} overflowX="auto">
        <Table.Root w="full" textStyle="sm" borderCollapse="collapse">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader {...HEAD} w="24">
                {t({ id: "admin.import.row", message: "Sheet row" })}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...HEAD} w="40">
                {t({ id: "admin.import.field", message: "Column" })}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...HEAD}>
                {t({ id: "admin.import.message", message: "What is wrong" })}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((e, i) => (
              <Table.Row key={`${e.row}-${e.field}-${i}`}>
                <Table.Cell {...CELL} fontVariantNumeric="tabular-nums">
                  {e.row}
                </Table.Cell>
                <Table.Cell {...CELL} fontFamily="mono" wordBreak="break-word">
                  {e.field}
                </Table.Cell>
                <Table.Cell {...CELL}>{e.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack as="ul" listStyleType="none" gap="2" display={{ base: "flex", md: "none" }}>
        {shown.map((e, i) => (
          <Box as="li" key={`${e.row}-${e.field}-${i}`} borderWidth="1px" borderRadius="l2" p="3">
            <Text fontWeight="semibold">
              {rowLabel(e.row)} ·{" "}
              <Text as="span" fontFamily="mono" fontWeight="normal" wordBreak="break-word">
                {e.field}
              </Text>
            </Text>
            <Text textStyle="sm">{e.message}</Text>
          </Box>
        ))}
      </Stack>
      <AdminPaging page={current} pages={pages} onPage={setPage} />
    </Stack>
  );
}
