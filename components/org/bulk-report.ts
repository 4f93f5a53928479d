import Papa from "papaparse";

/**
 * CSV files made in the browser: the faulty-rows report and the sample file. Cells that a
 * spreadsheet would run as formulas (=, +, -, @ …) are escaped, because names and e-mails in the
 * report come straight from the uploaded file. The BOM makes spreadsheet apps read UTF-8.
 */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return "\uFEFF" + Papa.unparse({ fields: [...header], data: rows.map((r) => [...r]) }, { escapeFormulae: true, newline: "\r\n" });
}
