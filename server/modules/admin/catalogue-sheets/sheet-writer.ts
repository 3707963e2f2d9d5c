import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import type { Cell } from "./sheet-columns.ts";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * An .xlsx of one sheet written as it streams (exceljs's WorkbookWriter): the header row in bold and kept in
 * view, then each row committed as it comes, so 30,000 products never sit in memory at once.
 */
export async function writeSheet(
  out: Writable,
  header: readonly string[],
  rows: AsyncIterable<readonly Cell[]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet("catalogue", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = header.map((name) => ({ header: name, key: name, width: widthOf(name) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of rows) sheet.addRow([...row]).commit();
  sheet.commit();
  await workbook.commit();
}

/** Wide enough to read the heading; texts and links wider still. */
function widthOf(name: string): number {
  if (name.startsWith("title_") || name === "images") return 40;
  if (name.startsWith("description_")) return 50;
  return Math.max(10, Math.min(30, name.length + 2));
}
