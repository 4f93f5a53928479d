import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "@/tests/support/intl";
import { DropZone, type DropZoneProps } from "@/components/ui/drop-zone";
import { ACCEPT_DOCUMENTS, ACCEPT_IMAGES, ACCEPT_PDF, MB } from "@/lib/files/format";
import en from "@/messages/en/uiInputs.json";
import fr from "@/messages/fr/uiInputs.json";

function makeFile(name: string, type: string, size = 1024): File {
  const file = new File(["x"], name, { type });
  // Real bytes are not needed: only the reported size matters, and 3 MB buffers slow the suite.
  Object.defineProperty(file, "size", { value: size });
  return file;
}

type HarnessProps = Omit<DropZoneProps, "file" | "onFileChange" | "label"> & {
  initial?: File | null;
  onFileChange?: (file: File | null) => void;
};

function Harness({ initial = null, onFileChange, ...props }: HarnessProps) {
  const [file, setFile] = useState<File | null>(initial);
  return (
    <DropZone
      label="Resume"
      file={file}
      onFileChange={(next) => {
        setFile(next);
        onFileChange?.(next);
      }}
      {...props}
    />
  );
}

const zone = () => screen.getByRole("button", { name: /Resume/ });
const fileInput = () => screen.getByLabelText("Resume", { selector: "input" }) as HTMLInputElement;

function dropFiles(target: HTMLElement, files: File[]) {
  fireEvent.drop(target, { dataTransfer: { files, types: ["Files"] } });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("DropZone empty state", () => {
  it("shows the drag-and-drop prompt with a labelled file input", () => {
    renderWithIntl(<Harness accept={ACCEPT_DOCUMENTS} maxSize={2 * MB} />);
    expect(zone().textContent).toContain("Drag and drop or browse");
    expect(zone().getAttribute("tabindex")).toBe("0");
    expect(fileInput().type).toBe("file");
    expect(fileInput().accept).toContain(".docx");
    expect(screen.getByText("Accepted formats: PDF, DOC or DOCX · Maximum size: 2 MB")).toBeTruthy();
  });

  it("Enter and Space on the zone open the file picker", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness accept={ACCEPT_PDF} />);
    const click = vi.spyOn(fileInput(), "click").mockImplementation(() => {});
    await user.tab();
    expect(document.activeElement).toBe(zone());
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(click).toHaveBeenCalledTimes(2);
  });

  it("clicking the zone opens the file picker", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    const click = vi.spyOn(fileInput(), "click").mockImplementation(() => {});
    await user.click(zone());
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("a disabled zone is not focusable and does not open the picker", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness disabled />);
    const click = vi.spyOn(fileInput(), "click").mockImplementation(() => {});
    expect(zone().getAttribute("aria-disabled")).toBe("true");
    expect(zone().getAttribute("tabindex")).toBe("-1");
    await user.click(zone());
    expect(click).not.toHaveBeenCalled();
  });
});

describe("DropZone rejections", () => {
  it("drop zone rejects a 3 MB file with the max-size message", async () => {
    const user = userEvent.setup();
    const onFileChange = vi.fn();
    const onReject = vi.fn();
    renderWithIntl(<Harness accept={ACCEPT_PDF} maxSize={2 * MB} onFileChange={onFileChange} onReject={onReject} />);
    await user.upload(fileInput(), makeFile("cv.pdf", "application/pdf", 3 * MB));
    expect(screen.getByRole("alert").textContent).toBe("File is larger than 2 MB");
    expect(onFileChange).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith(expect.objectContaining({ code: "file-too-large", message: "File is larger than 2 MB" }));
    // The message is tied to the zone so screen readers hear it when they return to it.
    expect(zone().getAttribute("aria-describedby")).toContain(screen.getByRole("alert").id);
  });

  it("drop zone rejects a PNG where PDF is required with the format message", () => {
    const onFileChange = vi.fn();
    renderWithIntl(<Harness accept={ACCEPT_PDF} onFileChange={onFileChange} />);
    dropFiles(zone(), [makeFile("photo.png", "image/png")]);
    expect(screen.getByRole("alert").textContent).toBe("Only PDF files are allowed");
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it("the format message lists every accepted format of the zone", () => {
    renderWithIntl(<Harness accept={ACCEPT_DOCUMENTS} />);
    dropFiles(zone(), [makeFile("photo.png", "image/png")]);
    expect(screen.getByRole("alert").textContent).toBe("Only PDF, DOC or DOCX files are allowed");
  });

  it("other errors show the error's own message", () => {
    const validator = (file: File) => (file.name.includes(" ") ? new Error("File names cannot contain spaces") : null);
    renderWithIntl(<Harness accept={ACCEPT_PDF} validator={validator} />);
    dropFiles(zone(), [makeFile("my cv.pdf", "application/pdf")]);
    expect(screen.getByRole("alert").textContent).toBe("File names cannot contain spaces");
  });

  it("dropping several files at once is rejected", () => {
    renderWithIntl(<Harness />);
    dropFiles(zone(), [makeFile("a.pdf", "application/pdf"), makeFile("b.pdf", "application/pdf")]);
    expect(screen.getByRole("alert").textContent).toBe("Only one file can be added at a time");
  });

  it("a valid file after a rejection clears the message", async () => {
    const user = userEvent.setup();
    const onFileChange = vi.fn();
    renderWithIntl(<Harness accept={ACCEPT_PDF} maxSize={2 * MB} onFileChange={onFileChange} />);
    await user.upload(fileInput(), makeFile("big.pdf", "application/pdf", 3 * MB));
    expect(screen.queryByRole("alert")).not.toBeNull();
    const ok = makeFile("cv.pdf", "application/pdf", MB);
    await user.upload(fileInput(), ok);
    expect(onFileChange).toHaveBeenCalledWith(ok);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows an error passed from outside, such as a failed upload", () => {
    renderWithIntl(<Harness error="Upload failed" />);
    expect(screen.getByRole("alert").textContent).toBe("Upload failed");
  });

  it("drop zone speaks French", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness accept={ACCEPT_IMAGES} maxSize={2 * MB} />, { locale: "fr" });
    expect(screen.getByRole("button", { name: /Glissez-déposez ou parcourez/ })).toBeTruthy();
    await user.upload(fileInput(), makeFile("photo.png", "image/png", 3 * MB));
    expect(screen.getByRole("alert").textContent).toBe("Le fichier dépasse 2 Mo");
    dropFiles(screen.getByRole("button", { name: /Resume/ }), [makeFile("cv.pdf", "application/pdf")]);
    expect(screen.getByRole("alert").textContent).toBe("Seuls les fichiers JPG, JPEG ou PNG sont autorisés");
  });
});

describe("DropZone drag and drop", () => {
  it("highlights the zone while a file is dragged over it", () => {
    renderWithIntl(<Harness />);
    const target = zone().parentElement as HTMLElement;
    fireEvent.dragEnter(zone(), { dataTransfer: { types: ["Files"], files: [] } });
    expect(target.getAttribute("data-drag-active")).toBe("true");
    expect(zone().textContent).toContain("Drop the file here");
    fireEvent.dragLeave(zone(), { dataTransfer: { types: ["Files"], files: [] } });
    expect(target.hasAttribute("data-drag-active")).toBe(false);
  });

  it("moving between children does not drop the highlight", () => {
    renderWithIntl(<Harness />);
    const target = zone().parentElement as HTMLElement;
    fireEvent.dragEnter(zone(), { dataTransfer: { types: ["Files"], files: [] } });
    fireEvent.dragEnter(zone().firstElementChild as Element, { dataTransfer: { types: ["Files"], files: [] } });
    fireEvent.dragLeave(zone(), { dataTransfer: { types: ["Files"], files: [] } });
    expect(target.getAttribute("data-drag-active")).toBe("true");
  });

  it("dropping an accepted file selects it and ends the highlight", () => {
    const onFileChange = vi.fn();
    renderWithIntl(<Harness accept={ACCEPT_PDF} onFileChange={onFileChange} />);
    const target = zone().parentElement as HTMLElement;
    const file = makeFile("cv.pdf", "application/pdf");
    fireEvent.dragEnter(zone(), { dataTransfer: { types: ["Files"], files: [] } });
    dropFiles(zone(), [file]);
    expect(onFileChange).toHaveBeenCalledWith(file);
    expect(target.hasAttribute("data-drag-active")).toBe(false);
    expect(screen.getByText("cv.pdf")).toBeTruthy();
  });
});

describe("DropZone preview", () => {
  it("shows a non-image file as a name chip capped at 300 px", () => {
    renderWithIntl(<Harness initial={makeFile("a-very-long-resume-name.pdf", "application/pdf", 1536)} />);
    const chip = document.querySelector("[data-file-chip]") as HTMLElement;
    expect(chip.style.maxWidth).toBe("300px");
    expect(chip.title).toBe("a-very-long-resume-name.pdf");
    expect(chip.textContent).toContain("1.5 KB");
    expect(screen.queryByRole("button", { name: /Drag and drop/ })).toBeNull();
  });

  it("previews an image from an object URL and revokes it on removal", async () => {
    const create = vi.fn(() => "blob:preview-1");
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const user = userEvent.setup();
    renderWithIntl(<Harness initial={makeFile("me.png", "image/png")} />);
    const img = screen.getByRole("img", { name: "Preview of me.png" }) as HTMLImageElement;
    expect(img.getAttribute("src")).toBe("blob:preview-1");
    await user.click(screen.getByRole("button", { name: "Remove me.png" }));
    expect(revoke).toHaveBeenCalledWith("blob:preview-1");
  });

  it("drop zone shows remove and upload on keyboard focus", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <Harness initial={makeFile("cv.pdf", "application/pdf")} onUpload={() => {}} />
        <button type="button">after</button>
      </>,
    );
    const actions = document.querySelector("[data-actions]") as HTMLElement;
    const preview = actions.parentElement as HTMLElement;
    expect(preview.getAttribute("data-revealed")).toBe("false");
    expect(actions.className).toContain("opacity-0");

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove cv.pdf" }));
    expect(preview.getAttribute("data-revealed")).toBe("true");
    expect(actions.className).toContain("opacity-100");
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Upload" }));
    expect(preview.getAttribute("data-revealed")).toBe("true");

    await user.tab();
    expect(document.activeElement?.textContent).toBe("after");
    expect(preview.getAttribute("data-revealed")).toBe("false");
  });

  it("drop zone shows remove and upload on hover", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness initial={makeFile("cv.pdf", "application/pdf")} onUpload={() => {}} />);
    const preview = (document.querySelector("[data-actions]") as HTMLElement).parentElement as HTMLElement;
    await user.hover(preview);
    expect(preview.getAttribute("data-revealed")).toBe("true");
    await user.unhover(preview);
    expect(preview.getAttribute("data-revealed")).toBe("false");
  });

  it("removing the file returns to the empty prompt", async () => {
    const user = userEvent.setup();
    const onFileChange = vi.fn();
    renderWithIntl(<Harness initial={makeFile("cv.pdf", "application/pdf")} onFileChange={onFileChange} />);
    await user.tab();
    await user.keyboard("{Enter}");
    expect(onFileChange).toHaveBeenCalledWith(null);
    expect(zone().textContent).toContain("Drag and drop or browse");
    // Focus follows the user back to the prompt instead of falling to the page.
    expect(document.activeElement).toBe(zone());
  });

  it("choosing a file from the keyboard moves focus to its actions", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness accept={ACCEPT_PDF} />);
    vi.spyOn(fileInput(), "click").mockImplementation(() => {});
    await user.tab();
    await user.keyboard("{Enter}");
    // What the native picker does on choosing: a change event, with no pointer on the input.
    fireEvent.change(fileInput(), { target: { files: [makeFile("cv.pdf", "application/pdf")] } });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove cv.pdf" }));
  });

  it("the upload button sends the file and shows progress while uploading", async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn();
    const file = makeFile("cv.pdf", "application/pdf");
    const { rerender } = renderWithIntl(<DropZone label="Resume" file={file} onFileChange={() => {}} onUpload={onUpload} />);
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(onUpload).toHaveBeenCalledWith(file);
    rerender(<DropZone label="Resume" file={file} onFileChange={() => {}} onUpload={onUpload} uploading />);
    const upload = screen.getByRole("button", { name: /Upload/ });
    expect(upload.getAttribute("aria-busy")).toBe("true");
    expect((upload as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Remove cv.pdf" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("without onUpload only the remove button is offered", () => {
    renderWithIntl(<Harness initial={makeFile("cv.pdf", "application/pdf")} />);
    expect(screen.queryByRole("button", { name: "Upload" })).toBeNull();
    expect(screen.getByRole("button", { name: "Remove cv.pdf" })).toBeTruthy();
  });

  it("dropping onto the preview replaces the file", () => {
    const onFileChange = vi.fn();
    renderWithIntl(<Harness initial={makeFile("old.pdf", "application/pdf")} accept={ACCEPT_PDF} onFileChange={onFileChange} />);
    const next = makeFile("new.pdf", "application/pdf");
    act(() => dropFiles(screen.getByText("old.pdf"), [next]));
    expect(onFileChange).toHaveBeenCalledWith(next);
    expect(screen.getByText("new.pdf")).toBeTruthy();
  });
});

function keysOf(value: unknown, prefix = ""): string[] {
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

it("uiInputs messages have the same keys in English and French", () => {
  expect(keysOf(fr).sort()).toEqual(keysOf(en).sort());
});
