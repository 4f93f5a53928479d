import { describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CalendarPicker } from "@/components/scheduling/calendar-picker";
import { DayRangesEditor } from "@/components/scheduling/day-ranges-editor";
import type { MinuteRange } from "@/lib/interviews/availability";
import { renderWithIntl } from "@/tests/support/intl";

function Ranges({ initial, onChange }: { initial: MinuteRange[]; onChange: (r: MinuteRange[]) => void }) {
  const [ranges, setRanges] = useState(initial);
  return (
    <DayRangesEditor
      idPrefix="mon"
      dayLabel="Monday"
      ranges={ranges}
      onChange={(r) => {
        setRanges(r);
        onChange(r);
      }}
    />
  );
}

describe("DayRangesEditor", () => {
  it("adds 09:00–17:00 to an empty day, then the next hour, and removes a range", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithIntl(<Ranges initial={[]} onChange={onChange} />);
    expect(screen.getByText("Unavailable")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add range for Monday" }));
    expect(onChange).toHaveBeenLastCalledWith([{ startMinute: 540, endMinute: 1020 }]);
    await user.click(screen.getByRole("button", { name: "Add range for Monday" }));
    expect(onChange).toHaveBeenLastCalledWith([{ startMinute: 540, endMinute: 1020 }, { startMinute: 1020, endMinute: 1080 }]);
    await user.selectOptions(screen.getByRole("combobox", { name: "End time, Monday, range 1" }), "720");
    expect(onChange).toHaveBeenLastCalledWith([{ startMinute: 540, endMinute: 720 }, { startMinute: 1020, endMinute: 1080 }]);
    await user.click(screen.getByRole("button", { name: "Remove range 2 of Monday" }));
    expect(onChange).toHaveBeenLastCalledWith([{ startMinute: 540, endMinute: 720 }]);
  });

  it("offers no add button once the day ends at 24:00, and shows 24:00 as the last end", () => {
    renderWithIntl(<Ranges initial={[{ startMinute: 0, endMinute: 1440 }]} onChange={() => {}} />);
    expect(screen.queryByRole("button", { name: "Add range for Monday" })).toBeNull();
    const end = screen.getByRole("combobox", { name: "End time, Monday, range 1" }) as HTMLSelectElement;
    expect(end.value).toBe("1440");
    expect(end.selectedOptions[0]!.textContent).toBe("24:00");
  });
});

describe("CalendarPicker", () => {
  it("starts weeks on Sunday in English and in French", () => {
    const { unmount } = renderWithIntl(<CalendarPicker id="p" label="Pick" value={null} min="2026-11-26" onChange={() => {}} />);
    expect(within(screen.getByRole("grid")).getAllByRole("columnheader")[0]!.getAttribute("abbr")).toBe("Sunday");
    unmount();
    renderWithIntl(<CalendarPicker id="p" label="Choisir" value={null} min="2026-11-26" onChange={() => {}} />, { locale: "fr" });
    const headers = within(screen.getByRole("grid")).getAllByRole("columnheader");
    expect(headers[0]!.getAttribute("abbr")).toBe("dimanche");
    expect(headers[6]!.getAttribute("abbr")).toBe("samedi");
  });

  it("moves with arrows, Page Down and Home, picks with Enter, and refuses dates before min", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithIntl(<CalendarPicker id="p" label="Pick" value={null} min="2026-11-26" onChange={onChange} />);
    const focused = () => document.activeElement?.getAttribute("data-date");
    (screen.getByRole("grid").querySelector('button[tabindex="0"]') as HTMLButtonElement).focus();
    expect(focused()).toBe("2026-11-26");
    await user.keyboard("{ArrowRight}{ArrowDown}");
    expect(focused()).toBe("2026-12-04");
    await user.keyboard("{PageDown}");
    expect(focused()).toBe("2027-01-04");
    await user.keyboard("{Home}");
    expect(focused()).toBe("2027-01-03"); // a Sunday
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("2027-01-03");
    await user.keyboard("{PageUp}{PageUp}");
    expect(focused()).toBe("2026-11-03");
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
