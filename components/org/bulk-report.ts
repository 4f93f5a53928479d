import Papa from "papaparse";

/**
 * CSV files made in the browser: the faulty-rows report and the sample file. Cells that a
 * spreadsheet would run as formulas (=, +, -, @ …) are escaped, because names and e-mails in the
 * report come straight from the uploaded file. The BOM makes spreadsheet apps read UTF-8.
 */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return "\uFEFF" + Papa.unparse({ fields: [...header], data: rows.map((r) => [...r]) }, { escapeFormulae: true, newline: "\r\n" });
}

export function downloadText(fileName: string, text: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked on the next tick: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
