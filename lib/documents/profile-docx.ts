import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  convertInchesToTwip,
  type ParagraphChild,
} from "docx";
import type { ImageAsset, ProfileDocumentModel } from "./profile-model";

/**
 * The profile as a Word file (first document §2.6: 0.8 inch margins), with the printable
 * profile's content in reading order: logo, photo and name, locations and facts, Contact, About
 * Me, Expertise, Education, Certification, Work Experience with projects.
 */
export const DOCX_MARGIN_INCHES = 0.8;

const BRAND = "2F5BEA";
const MUTED = "5B6472";
const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" } as const;
const NO_BORDERS = { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER, insideHorizontal: NO_BORDER, insideVertical: NO_BORDER };

/** Scales an image into a box, keeping its proportions (docx sizes are pixels at 96 dpi). */
function fit(asset: ImageAsset, maxW: number, maxH: number): { width: number; height: number } {
  const w = asset.width || maxW;
  const h = asset.height || maxH;
  const k = Math.min(maxW / w, maxH / h, 1);
  return { width: Math.max(1, Math.round(w * k)), height: Math.max(1, Math.round(h * k)) };
}

function image(asset: ImageAsset, maxW: number, maxH: number, name: string): ImageRun {
  return new ImageRun({ type: asset.type, data: asset.bytes, transformation: fit(asset, maxW, maxH), altText: { name, description: name, title: name } });
}

function heading(text: string): Paragraph {
  return new Paragraph({
    heading: HeadingLevel.HEADING_2,
    spacing: { before: 240, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "D9DEE5", space: 2 } },
    children: [new TextRun({ text, color: BRAND, bold: true, size: 24 })],
  });
}

function line(children: ParagraphChild[], opts: { after?: number; indent?: number } = {}): Paragraph {
  return new Paragraph({ children, spacing: { after: opts.after ?? 40 }, indent: opts.indent ? { left: opts.indent } : undefined });
}

function labelled(label: string, value: string): Paragraph {
  return line([new TextRun({ text: `${label}: `, color: MUTED }), new TextRun(value)]);
}

function muted(text: string): TextRun {
  return new TextRun({ text, color: MUTED });
}

function headerTable(model: ProfileDocumentModel): Table {
  const nameCell: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.HEADING_1, spacing: { after: 60 }, children: [new TextRun({ text: model.name, bold: true, size: 36 })] }),
  ];
  if (model.designation) nameCell.push(line([new TextRun({ text: model.designation, color: BRAND, size: 24 })]));
  if (model.domains.length) nameCell.push(line([muted(model.domains.join(" | "))]));
  const cells = [
    new TableCell({
      width: { size: 22, type: WidthType.PERCENTAGE },
      borders: NO_BORDERS,
      children: [new Paragraph({ children: model.photo ? [image(model.photo, 110, 110, model.name)] : [] })],
    }),
    new TableCell({ width: { size: 53, type: WidthType.PERCENTAGE }, borders: NO_BORDERS, children: nameCell }),
    new TableCell({
      width: { size: 25, type: WidthType.PERCENTAGE },
      borders: NO_BORDERS,
      children: [
        new Paragraph({
          alignment: AlignmentType.RIGHT,
          children: model.company.logo ? [image(model.company.logo, 150, 40, model.company.name)] : [new TextRun({ text: model.company.name, bold: true })],
        }),
      ],
    }),
  ];
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, borders: NO_BORDERS, rows: [new TableRow({ children: cells })] });
}

function chipsLine(items: string[]): Paragraph {
  const runs: TextRun[] = [];
  items.forEach((t, i) => {
    if (i > 0) runs.push(new TextRun("  "));
    runs.push(new TextRun({ text: ` ${t} `, size: 18, shading: { type: ShadingType.CLEAR, fill: "EEF1F6", color: "auto" } }));
  });
  return line(runs, { after: 60 });
}

export function profileDocxDocument(model: ProfileDocumentModel): Document {
  const l = model.labels;
  const body: (Paragraph | Table)[] = [headerTable(model)];

  const place = (p: { label: string; countryCode: string }) => (p.countryCode ? `${p.label} (${p.countryCode})` : p.label);
  if (model.location) body.push(labelled(l.location, place(model.location)));
  if (model.preferredLocations.length) body.push(labelled(l.preferredLocations, model.preferredLocations.map(place).join("; ")));
  for (const f of model.facts) body.push(labelled(f.label, f.value));

  if (model.contact.length) {
    body.push(heading(l.contact));
    for (const c of model.contact) body.push(labelled(c.label, c.value));
  }
  if (model.about) {
    body.push(heading(l.aboutMe));
    for (const para of model.about.split(/\n+/)) body.push(line([new TextRun(para)], { after: 80 }));
  }
  if (model.expertise.designation || model.expertise.groups.length) {
    body.push(heading(l.expertise));
    if (model.expertise.designation) body.push(labelled(l.designation, model.expertise.designation));
    if (model.expertise.domains) body.push(labelled(l.domains, model.expertise.domains));
    for (const g of model.expertise.groups) {
      body.push(line([new TextRun({ text: g.category, bold: true })], { after: 20 }));
      body.push(chipsLine(g.items.map((i) => `${i.technology} · ${i.years}`)));
    }
  }
  if (model.education.length) {
    body.push(heading(l.education));
    for (const e of model.education) {
      body.push(line([new TextRun({ text: e.course, bold: true })], { after: 0 }));
      body.push(line([new TextRun([e.level, e.institution].filter(Boolean).join(" · "))], { after: 0 }));
      if (e.details) body.push(line([muted(e.details)], { after: 100 }));
    }
  }
  if (model.certifications.length) {
    body.push(heading(l.certification));
    for (const c of model.certifications) {
      body.push(line([new TextRun({ text: c.title, bold: true })], { after: 0 }));
      if (c.institution) body.push(line([new TextRun(c.institution)], { after: 0 }));
      if (c.details) body.push(line([muted(c.details)], { after: 100 }));
    }
  }
  if (model.experience.length) {
    body.push(heading(l.workExperience));
    for (const e of model.experience) {
      body.push(line([new TextRun({ text: e.company, bold: true, size: 22 })], { after: 0 }));
      body.push(line([muted([e.range, e.duration, e.country].filter(Boolean).join(" · "))], { after: 0 }));
      body.push(line([new TextRun({ text: e.designation, italics: true })]));
      if (e.responsibilities) for (const para of e.responsibilities.split(/\n+/)) body.push(line([new TextRun(para)]));
      if (e.projects.length) {
        body.push(line([new TextRun({ text: l.projects, color: MUTED, bold: true })], { after: 20 }));
        for (const p of e.projects) {
          body.push(line([new TextRun({ text: p.name, bold: true }), muted(` · ${p.duration}`)], { after: 0, indent: 284 }));
          body.push(line([new TextRun(p.description)], { after: 20, indent: 284 }));
          if (p.stack.length) body.push(line([muted(`${l.techStack}: `), new TextRun(p.stack.join(", "))], { after: 80, indent: 284 }));
        }
      }
      body.push(new Paragraph({ spacing: { after: 80 }, children: [] }));
    }
  }

  const margin = convertInchesToTwip(DOCX_MARGIN_INCHES);
  return new Document({
    creator: model.company.name,
    title: model.name,
    description: model.designation,
    styles: { default: { document: { run: { font: "Rubik", size: 20, color: "1D2330" } } } },
    sections: [{ properties: { page: { margin: { top: margin, right: margin, bottom: margin, left: margin } } }, children: body }],
  });
}

export async function renderProfileDocx(model: ProfileDocumentModel): Promise<Buffer> {
  return Packer.toBuffer(profileDocxDocument(model));
}
