import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { CriteriaView } from "@/components/search/criteria-view";
import { QueryBox } from "@/components/search/query-box";
import { EMPTY_CRITERIA, type SearchCriteria } from "@/lib/search/criteria";
import { renderWithIntl } from "@/tests/support/intl";

const criteria = (patch: Partial<SearchCriteria>): SearchCriteria => ({ ...EMPTY_CRITERIA, ...patch });

describe("job-search criteria view", () => {
  it("highlights AND, OR and NOT in the search text, whatever case they were typed in", () => {
    renderWithIntl(<CriteriaView criteria={criteria({ q: '(react or Vue) AND not "php dev"' })} />);
    const view = screen.getByTestId("criteria-view");
    expect([...view.querySelectorAll("[data-operator]")].map((e) => e.textContent)).toEqual(["OR", "AND", "NOT"]);
    expect(view.textContent).toContain('"php dev"');
  });

  it("groups skills by type with their years, and shows the contract type only when present", () => {
    const { unmount } = renderWithIntl(
      <CriteriaView
        criteria={criteria({ primaryStacks: [{ stack: "React", min: 2, max: 5 }, { stack: "Python", min: 3, max: null }, { stack: "Zorblang", min: null, max: null }], jobType: "FULL_TIME" })}
        jobLocations={["Detroit, MI"]}
        description="Build things"
      />,
    );
    const view = screen.getByTestId("criteria-view");
    expect(view.textContent).toContain("Framework");
    expect(view.textContent).toContain("React(2–5 yrs)");
    expect(view.textContent).toContain("Python(3+ yrs)");
    expect(view.textContent).toContain("Skills");
    expect(view.textContent).toContain("Detroit, MI");
    expect(within(view).queryByText("Contract type")).toBeNull();
    unmount();
    renderWithIntl(<CriteriaView criteria={criteria({ jobType: "CONTRACT", contractType: "CORP_TO_CORP" })} />);
    expect(screen.getByText("Contract type")).toBeTruthy();
    expect(screen.getByText("Corp to Corp (C2C)")).toBeTruthy();
  });

  it("renders in French", () => {
    renderWithIntl(<CriteriaView criteria={criteria({ availability: ["IMMEDIATELY"] })} />, { locale: "fr" });
    expect(screen.getByText("Critères de recherche du poste")).toBeTruthy();
    expect(screen.getByText("Immédiatement")).toBeTruthy();
  });
});

describe("boolean query box", () => {
  it("says where a malformed expression goes wrong while typing, and does not search", () => {
    const onSearch = vi.fn();
    renderWithIntl(<QueryBox defaultValue="" onSearch={onSearch} />);
    const input = screen.getByRole("textbox", { name: "Boolean search" });
    fireEvent.change(input, { target: { value: "react AND" } });
    expect(screen.getByTestId("query-error").textContent).toBe("Invalid search query expressionAt character 7: an operator is missing a term.");
    fireEvent.submit(input.closest("form")!);
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: " react AND vue " } });
    expect(screen.queryByTestId("query-error")).toBeNull();
    fireEvent.submit(input.closest("form")!);
    expect(onSearch).toHaveBeenCalledWith("react AND vue");
  });
});
