import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { DataTable, PAGE_SIZE_OPTIONS, paginate, type DataTableColumn, type DataTableProps } from "@/components/ui/data-table";
import { renderWithIntl } from "@/tests/support/intl";

interface Person {
  id: string;
  name: string;
  role: string;
}

const people: Person[] = Array.from({ length: 23 }, (_, i) => ({ id: `p${i + 1}`, name: `Person ${i + 1}`, role: i % 2 ? "Recruiter" : "Talent" }));

const columns: DataTableColumn<Person>[] = [
  { id: "name", header: "Name", cell: (p) => <strong>{p.name}</strong>, width: 200 },
  { id: "role", header: "Role", cell: (p) => p.role },
];

function setup(props: Partial<DataTableProps<Person>> = {}) {
  const onPageChange = vi.fn();
  const user = userEvent.setup();
  const utils = renderWithIntl(
    <DataTable
      label="People"
      columns={columns}
      rows={paginate(people, 1, 10)}
      rowKey={(p) => p.id}
      page={1}
      pageSize={10}
      total={people.length}
      onPageChange={onPageChange}
      {...props}
    />,
  );
  return { user, onPageChange, ...utils };
}

function SelectableTable({ initial = [] as string[], page = 1 }) {
  const [selected, setSelected] = useState<string[]>(initial);
  return (
    <>
      <DataTable
        label="People"
        columns={columns}
        rows={paginate(people, page, 10)}
        rowKey={(p) => p.id}
        page={page}
        pageSize={10}
        total={people.length}
        onPageChange={vi.fn()}
        selectable
        selected={selected}
        onSelectedChange={setSelected}
      />
      <output data-testid="selected">{[...selected].sort().join(",")}</output>
    </>
  );
}

describe("DataTable", () => {
  it("data table renders headers and each row through the column cell renderers", () => {
    setup();
    const table = screen.getByRole("table", { name: "People" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Name", "Role"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]).getByText("Person 1").tagName).toBe("STRONG");
    expect(within(table).getByRole("columnheader", { name: "Name" }).style.width).toBe("200px");
  });

  it("data table shows the default no-records message when there are no rows", () => {
    setup({ rows: [], total: 0 });
    expect(screen.getByRole("cell", { name: "No records found" })).toBeTruthy();
  });

  it("data table shows a caller's no-records message instead of the default", () => {
    setup({ rows: [], total: 0, noRecordsMessage: "No applicants yet" });
    expect(screen.getByRole("cell", { name: "No applicants yet" })).toBeTruthy();
    expect(screen.queryByText("No records found")).toBeNull();
  });

  it("data table no-records message is translated in French", () => {
    renderWithIntl(
      <DataTable label="Personnes" columns={columns} rows={[]} rowKey={(p) => p.id} page={1} pageSize={10} total={0} onPageChange={vi.fn()} />,
      { locale: "fr" },
    );
    expect(screen.getByRole("cell", { name: "Aucun enregistrement trouvé" })).toBeTruthy();
  });

  it("page size selector is labelled Pg and offers 10, 25, 50 and 100", () => {
    setup({ onPageSizeChange: vi.fn() });
    const select = screen.getByLabelText<HTMLSelectElement>("Pg");
    expect(select.tagName).toBe("SELECT");
    expect([...select.options].map((o) => Number(o.value))).toEqual([10, 25, 50, 100]);
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 25, 50, 100]);
    expect(select.value).toBe("10");
  });

  it("page size selector reports the new size and returns to page 1", async () => {
    const onPageSizeChange = vi.fn();
    const { user, onPageChange } = setup({ onPageSizeChange, page: 2, rows: paginate(people, 2, 10) });
    await user.selectOptions(screen.getByLabelText("Pg"), "25");
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it("page size selector is absent when the caller cannot change the size", () => {
    setup();
    expect(screen.queryByLabelText("Pg")).toBeNull();
  });

  it("pagination is hidden when there is a single page", () => {
    setup({ rows: people.slice(0, 10), total: 10, onPageSizeChange: vi.fn() });
    expect(screen.queryByRole("navigation")).toBeNull();
    // The size selector stays, so a user can still go back to a smaller page.
    expect(screen.getByLabelText("Pg")).toBeTruthy();
  });

  it("data table paginates when total pages exceed 1 and reports the page chosen", async () => {
    const { user, onPageChange } = setup();
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(nav).getAllByRole("button", { name: /^Page \d+$/ })).toHaveLength(3);
    await user.click(within(nav).getByRole("button", { name: "Page 3" }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(screen.getByText("1–10 of 23")).toBeTruthy();
  });

  it("data table shows the range of the last, partial page", () => {
    setup({ page: 3, rows: paginate(people, 3, 10) });
    expect(screen.getByText("21–23 of 23")).toBeTruthy();
  });

  it("data table has no checkboxes unless selection is on", () => {
    setup();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("data table row checkbox toggles that row's key", async () => {
    const user = userEvent.setup();
    renderWithIntl(<SelectableTable />);
    await user.click(screen.getByRole("checkbox", { name: "Select row 2" }));
    expect(screen.getByTestId("selected").textContent).toBe("p2");
    await user.click(screen.getByRole("checkbox", { name: "Select row 2" }));
    expect(screen.getByTestId("selected").textContent).toBe("");
  });

  it("data table select all ticks only this page and keeps selections on other pages", async () => {
    const user = userEvent.setup();
    renderWithIntl(<SelectableTable initial={["p21"]} />);
    await user.click(screen.getByRole("checkbox", { name: "Select all rows on this page" }));
    const keys = screen.getByTestId("selected").textContent?.split(",");
    expect(keys).toHaveLength(11);
    expect(keys).toContain("p21");
    expect(keys).toContain("p10");
    expect(keys).not.toContain("p11");
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Select all rows on this page" }).checked).toBe(true);
  });

  it("data table select all clears the page when every row on it is already selected", async () => {
    const user = userEvent.setup();
    const pageOne = people.slice(0, 10).map((p) => p.id);
    renderWithIntl(<SelectableTable initial={[...pageOne, "p15"]} />);
    await user.click(screen.getByRole("checkbox", { name: "Select all rows on this page" }));
    expect(screen.getByTestId("selected").textContent).toBe("p15");
  });

  it("data table select all is indeterminate when only some rows on the page are selected", () => {
    renderWithIntl(<SelectableTable initial={["p1", "p3"]} />);
    const all = screen.getByRole<HTMLInputElement>("checkbox", { name: "Select all rows on this page" });
    expect(all.indeterminate).toBe(true);
    expect(all.checked).toBe(false);
  });

  it("data table numbers row checkboxes by their position across pages", () => {
    renderWithIntl(<SelectableTable page={2} />);
    expect(screen.getByRole("checkbox", { name: "Select row 11" })).toBeTruthy();
  });

  it("data table scroll region is named by the table and reachable by keyboard", () => {
    setup();
    const region = screen.getByRole("region", { name: "People" });
    expect(region.tabIndex).toBe(0);
    expect(region.className).toContain("overflow-x-auto");
    expect(within(region).getByRole("table").className).toContain("min-w-[600px]");
  });
});
