import { Document, Font, Image, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { rubikFontFiles } from "./fonts";
import type { DocumentPlace, ImageAsset, ProfileDocumentModel } from "./profile-model";

/**
 * The printable profile (first document §2.6), A4. Left column: photo, name, designation,
 * domains, locations with flags, availability, workplace, job and contract type. Right column:
 * company logo, Contact, About Me, Expertise, Education, Certification and the work-experience
 * timeline (company, dates or present, country, designation, responsibilities, projects with
 * duration and tech-stack chips).
 */

let fontFamily: string | string[] | null = null;

/** Registers Rubik once per process; Helvetica (built in) when the font files are not there. */
function pdfFont(): string | string[] {
  if (fontFamily) return fontFamily;
  const files = rubikFontFiles();
  if (!files) {
    fontFamily = "Helvetica";
    return fontFamily;
  }
  Font.register({ family: "Rubik", fonts: [{ src: files.latin400, fontWeight: 400 }, { src: files.latin500, fontWeight: 500 }] });
  Font.register({ family: "RubikExt", fonts: [{ src: files.ext400, fontWeight: 400 }, { src: files.ext500, fontWeight: 500 }] });
  // Words are never hyphenated: names, technologies and e-mail addresses must stay whole.
  Font.registerHyphenationCallback((word) => [word]);
  fontFamily = ["Rubik", "RubikExt"];
  return fontFamily;
}

const INK = "#1d2330";
const MUTED = "#5b6472";
const LINE = "#d9dee5";
const BRAND = "#2f5bea";
const LEFT_BG = "#f1f4f8";
const LEFT_WIDTH = 190;

const s = StyleSheet.create({
  page: { paddingVertical: 28, fontSize: 9.5, color: INK, lineHeight: 1.35 },
  leftBg: { position: "absolute", top: 0, bottom: 0, left: 0, width: LEFT_WIDTH, backgroundColor: LEFT_BG },
  row: { flexDirection: "row" },
  left: { width: LEFT_WIDTH, paddingHorizontal: 18 },
  right: { flex: 1, paddingLeft: 22, paddingRight: 28 },
  photo: { width: 96, height: 96, borderRadius: 48, marginBottom: 12, objectFit: "cover" },
  initials: { width: 96, height: 96, borderRadius: 48, marginBottom: 12, backgroundColor: LINE, justifyContent: "center", alignItems: "center" },
  initialsText: { fontSize: 30, color: MUTED, fontWeight: 500 },
  name: { fontSize: 16, fontWeight: 500, marginBottom: 4 },
  designation: { fontSize: 10.5, color: BRAND, marginBottom: 4 },
  domains: { fontSize: 9, color: MUTED, marginBottom: 10 },
  leftHeading: { fontSize: 8, color: MUTED, textTransform: "uppercase", letterSpacing: 0.6, marginTop: 10, marginBottom: 3 },
  place: { flexDirection: "row", alignItems: "center", marginBottom: 3 },
  flag: { fontSize: 6.5, fontWeight: 500, color: "#ffffff", backgroundColor: MUTED, borderRadius: 2, paddingHorizontal: 2.5, paddingVertical: 1, marginRight: 5 },
  logoRow: { flexDirection: "row", justifyContent: "flex-end", marginBottom: 10 },
  logo: { maxWidth: 120, maxHeight: 34, objectFit: "contain" },
  companyName: { fontSize: 12, fontWeight: 500 },
  sectionTitle: { fontSize: 11, fontWeight: 500, color: BRAND, borderBottomWidth: 1, borderBottomColor: LINE, paddingBottom: 3, marginTop: 12, marginBottom: 6 },
  kv: { flexDirection: "row", marginBottom: 2 },
  kvLabel: { width: 92, color: MUTED },
  kvValue: { flex: 1 },
  muted: { color: MUTED },
  bold: { fontWeight: 500 },
  category: { fontSize: 8.5, color: MUTED, marginTop: 4, marginBottom: 2 },
  chips: { flexDirection: "row", flexWrap: "wrap", marginTop: 2 },
  chip: { fontSize: 8, borderWidth: 0.75, borderColor: LINE, borderRadius: 7, paddingHorizontal: 5, paddingVertical: 1.5, marginRight: 3, marginBottom: 3, backgroundColor: "#ffffff" },
  item: { marginBottom: 6 },
  timelineItem: { flexDirection: "row", marginBottom: 8 },
  rail: { width: 12, alignItems: "center" },
  dot: { width: 7, height: 7, borderRadius: 3.5, backgroundColor: BRAND, marginTop: 3 },
  railLine: { flex: 1, width: 1, backgroundColor: LINE, marginTop: 2 },
  timelineBody: { flex: 1, paddingLeft: 6 },
  project: { marginTop: 4, padding: 5, backgroundColor: "#f7f8fa", borderRadius: 3 },
});

function Img({ asset, style }: { asset: ImageAsset; style: (typeof s)[keyof typeof s] }) {
  // eslint-disable-next-line jsx-a11y/alt-text -- a PDF image has no alt attribute
  return <Image src={{ data: Buffer.from(asset.bytes), format: asset.type }} style={style} />;
}

function Place({ place }: { place: DocumentPlace }) {
  return (
    <View style={s.place} wrap={false}>
      {/* Flags as the country-code tag: no image host, and the code reads in any font (decision D27). */}
      {place.countryCode ? <Text style={s.flag}>{place.countryCode}</Text> : null}
      <Text style={{ flex: 1 }}>{place.label}</Text>
    </View>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <View>
      <Text style={s.sectionTitle} minPresenceAhead={40}>
        {title}
      </Text>
      {children}
    </View>
  );
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

export function ProfilePdf({ model }: { model: ProfileDocumentModel }) {
  const l = model.labels;
  return (
    <Document title={model.name} author={model.company.name} subject={model.designation} language={model.locale} creator={model.company.name} producer={model.company.name}>
      <Page size="A4" style={{ ...s.page, fontFamily: pdfFont() as string }} wrap>
        <View fixed style={s.leftBg} />
        <View style={s.row}>
          <View style={s.left}>
            {model.photo ? (
              <Img asset={model.photo} style={s.photo} />
            ) : (
              <View style={s.initials}>
                <Text style={s.initialsText}>{model.confidential ? "?" : initialsOf(model.name)}</Text>
              </View>
            )}
            <Text style={s.name}>{model.name}</Text>
            {model.designation ? <Text style={s.designation}>{model.designation}</Text> : null}
            {model.domains.length ? <Text style={s.domains}>{model.domains.join(" | ")}</Text> : null}
            {model.location ? (
              <>
                <Text style={s.leftHeading}>{l.location}</Text>
                <Place place={model.location} />
              </>
            ) : null}
            {model.preferredLocations.length ? (
              <>
                <Text style={s.leftHeading}>{l.preferredLocations}</Text>
                {model.preferredLocations.map((p) => (
                  <Place key={p.label} place={p} />
                ))}
              </>
            ) : null}
            {model.facts.map((f) => (
              <View key={f.label} wrap={false}>
                <Text style={s.leftHeading}>{f.label}</Text>
                <Text>{f.value}</Text>
              </View>
            ))}
          </View>

          <View style={s.right}>
            <View style={s.logoRow}>{model.company.logo ? <Img asset={model.company.logo} style={s.logo} /> : <Text style={s.companyName}>{model.company.name}</Text>}</View>

            {model.contact.length ? (
              <Section title={l.contact}>
                {model.contact.map((c) => (
                  <View key={c.label} style={s.kv} wrap={false}>
                    <Text style={s.kvLabel}>{c.label}</Text>
                    <Text style={s.kvValue}>{c.value}</Text>
                  </View>
                ))}
              </Section>
            ) : null}

            {model.about ? (
              <Section title={l.aboutMe}>
                <Text>{model.about}</Text>
              </Section>
            ) : null}

            {model.expertise.designation || model.expertise.groups.length ? (
              <Section title={l.expertise}>
                {model.expertise.designation ? (
                  <View style={s.kv}>
                    <Text style={s.kvLabel}>{l.designation}</Text>
                    <Text style={s.kvValue}>{model.expertise.designation}</Text>
                  </View>
                ) : null}
                {model.expertise.domains ? (
                  <View style={s.kv}>
                    <Text style={s.kvLabel}>{l.domains}</Text>
                    <Text style={s.kvValue}>{model.expertise.domains}</Text>
                  </View>
                ) : null}
                {model.expertise.groups.map((g) => (
                  <View key={g.category} wrap={false}>
                    <Text style={s.category}>{g.category}</Text>
                    <View style={s.chips}>
                      {g.items.map((i) => (
                        <Text key={i.technology} style={s.chip}>
                          {i.technology} · {i.years}
                        </Text>
                      ))}
                    </View>
                  </View>
                ))}
              </Section>
            ) : null}

            {model.education.length ? (
              <Section title={l.education}>
                {model.education.map((e, i) => (
                  <View key={`${e.course}-${i}`} style={s.item} wrap={false}>
                    <Text style={s.bold}>{e.course}</Text>
                    <Text>{[e.level, e.institution].filter(Boolean).join(" · ")}</Text>
                    {e.details ? <Text style={s.muted}>{e.details}</Text> : null}
                  </View>
                ))}
              </Section>
            ) : null}

            {model.certifications.length ? (
              <Section title={l.certification}>
                {model.certifications.map((c, i) => (
                  <View key={`${c.title}-${i}`} style={s.item} wrap={false}>
                    <Text style={s.bold}>{c.title}</Text>
                    {c.institution ? <Text>{c.institution}</Text> : null}
                    {c.details ? <Text style={s.muted}>{c.details}</Text> : null}
                  </View>
                ))}
              </Section>
            ) : null}

            {model.experience.length ? (
              <Section title={l.workExperience}>
                {model.experience.map((e, i) => (
                  <View key={`${e.company}-${i}`} style={s.timelineItem}>
                    <View style={s.rail}>
                      <View style={s.dot} />
                      {i < model.experience.length - 1 ? <View style={s.railLine} /> : null}
                    </View>
                    <View style={s.timelineBody}>
                      <Text style={s.bold}>{e.company}</Text>
                      <Text style={s.muted}>{[e.range, e.duration, e.country].filter(Boolean).join(" · ")}</Text>
                      <Text>{e.designation}</Text>
                      {e.responsibilities ? <Text style={{ marginTop: 2 }}>{e.responsibilities}</Text> : null}
                      {e.projects.map((p, j) => (
                        <View key={`${p.name}-${j}`} style={s.project} wrap={false}>
                          <Text>
                            <Text style={s.bold}>{p.name}</Text>
                            <Text style={s.muted}> · {p.duration}</Text>
                          </Text>
                          <Text>{p.description}</Text>
                          {p.stack.length ? (
                            <View style={s.chips}>
                              {p.stack.map((t) => (
                                <Text key={t} style={s.chip}>
                                  {t}
                                </Text>
                              ))}
                            </View>
                          ) : null}
                        </View>
                      ))}
                    </View>
                  </View>
                ))}
              </Section>
            ) : null}
          </View>
        </View>
      </Page>
    </Document>
  );
}

export async function renderProfilePdf(model: ProfileDocumentModel): Promise<Buffer> {
  return renderToBuffer(<ProfilePdf model={model} />);
}
