import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { findEmails, findLinks, findName, findPhones, normalizePhone, splitName } from "@/lib/resume/contact";
import { findDateRanges, formatDatePoint, parseDatePoint, totalMonths } from "@/lib/resume/dates";
import { educationLevel, extractEducation } from "@/lib/resume/education";
import { extractExperience } from "@/lib/resume/experience";
import { extractResume, extractResumeFields } from "@/lib/resume/extract";
import { toLines } from "@/lib/resume/sections";
import { distinctSkills, findSkillsInLines } from "@/lib/resume/skills";
import type { StackEntry } from "@/lib/resume/types";

const NOW = new Date("2025-01-15T00:00:00Z");

const CATALOGUE: StackEntry[] = [
  ["Language", ["Java", "JavaScript", "TypeScript", "C", "C++", "C#", "Go", "R", "Python", "SQL", "Rust"]],
  ["Framework", ["React", "Angular", ".NET", "ASP.NET Core", "Express", "Spring", "Spring Boot"]],
  ["Technology", ["Node.js", "REST"]],
  ["Mobile", ["React Native", "Swift"]],
  ["Tools", ["Chef", "Git", "GitHub", "Docker"]],
  ["Database", ["PostgreSQL", "Microsoft SQL Server"]],
  ["Competencies", ["Communication"]],
].flatMap(([category, names]) => (names as string[]).map((name) => ({ name, category: category as string })));

const skillNames = (text: string) =>
  distinctSkills(findSkillsInLines(toLines(text), CATALOGUE))
    .map((s) => s.name)
    .sort();

describe("resume e-mail", () => {
  it("finds addresses in order, lower-cases the domain and ignores repeats", () => {
    expect(findEmails("Contact: Jane.Doe@Example.COM, alt jane@work.example.org; Jane.Doe@example.com")).toEqual(["Jane.Doe@example.com", "jane@work.example.org"]);
  });

  it("fails with 10461 when the resume has no e-mail address, but still reads the other fields", () => {
    const text = "Sam Taylor\n+44 7700 900123\nSkills\nJava, Docker";
    expect(() => extractResume(text, CATALOGUE, { now: NOW })).toThrow(AppError);
    try {
      extractResume(text, CATALOGUE, { now: NOW });
    } catch (e) {
      expect((e as AppError).code).toBe(10461);
      expect((e as AppError).status).toBe(422);
    }
    const fields = extractResumeFields(text, CATALOGUE, { now: NOW });
    expect(fields.personal.emailId).toBeNull();
    expect(fields.personal.phoneNumber).toEqual({ value: "7700900123", country: "GB", dialCode: "+44" });
  });
});

describe("resume phone", () => {
  it("splits the dial code from the national number and drops a bracketed trunk 0", () => {
    expect(normalizePhone("+33 (0)6 12 34 56 78")).toEqual({ value: "612345678", country: "FR", dialCode: "+33" });
    expect(normalizePhone("0044 20 7946 0958")).toEqual({ value: "2079460958", country: "GB", dialCode: "+44" });
    expect(normalizePhone("+971 50 123 4567")).toEqual({ value: "501234567", country: "AE", dialCode: "+971" });
  });

  it("reads a North American number written without a dial code as +1, Canadian when the resume is", () => {
    expect(normalizePhone("(415) 555-0132")).toEqual({ value: "4155550132", country: "US", dialCode: "+1" });
    expect(normalizePhone("647-555-0143", "Toronto, ON")).toEqual({ value: "6475550143", country: "CA", dialCode: "+1" });
  });

  it("uses the country the contact lines name for a national number, and says unknown otherwise", () => {
    expect(normalizePhone("06 98 76 54 32", "Bordeaux, France")).toEqual({ value: "698765432", country: "FR", dialCode: "+33" });
    expect(normalizePhone("06 98 76 54 32")).toEqual({ value: "0698765432", country: null, dialCode: null });
  });

  it("does not take year ranges or experience figures for phone numbers", () => {
    const lines = toLines("Jane Doe\njane@example.com\nExperience\nAcme Corp 2018 - 2021\nGrew revenue 1 200 000 to 3 400 000 in 2019");
    expect(findPhones(lines)).toEqual([]);
  });
});

describe("resume name", () => {
  it("treats a word in capitals as the family name, before or after the given names", () => {
    expect(splitName("Jean-Pierre DUPONT")).toEqual({ firstName: "Jean-Pierre", middleName: null, lastName: "Dupont" });
    expect(splitName("DUPONT Jean-Pierre")).toEqual({ firstName: "Jean-Pierre", middleName: null, lastName: "Dupont" });
  });

  it("title-cases a name written all in capitals and keeps particles with the family name", () => {
    expect(splitName("ALEX MORGAN")).toEqual({ firstName: "Alex", middleName: null, lastName: "Morgan" });
    expect(splitName("Maria Luisa van der Berg")).toEqual({ firstName: "Maria", middleName: "Luisa", lastName: "van der Berg" });
  });

  it("takes the first name-like line at the top, skipping titles and contact lines", () => {
    const lines = toLines("Curriculum Vitae\nSenior Software Engineer\nPriya Raman\npriya@example.in");
    expect(findName(lines, "priya@example.in")).toEqual({ firstName: "Priya", middleName: null, lastName: "Raman" });
  });

  it("falls back to the e-mail address when no line looks like a name", () => {
    const lines = toLines("Senior Software Engineer\njohn.smith@example.com");
    expect(findName(lines, "john.smith@example.com")).toEqual({ firstName: "John", middleName: null, lastName: "Smith" });
  });
});

describe("resume links", () => {
  it("sorts LinkedIn, GitHub and a portfolio out of the addresses, normalised to https", () => {
    const links = findLinks("linkedin.com/in/janedoe · github.com/janedoe/ · https://janedoe.dev/work.");
    expect(links.linkedIn).toBe("https://www.linkedin.com/in/janedoe");
    expect(links.github).toBe("https://github.com/janedoe");
    expect(links.portfolio).toBe("https://janedoe.dev/work");
  });

  it("does not take technology names or e-mail domains for links", () => {
    expect(findLinks("ASP.NET Core, Node.js, Vue.js; mail jane@janedoe.com").all).toEqual([]);
  });
});

describe("resume skills", () => {
  it("matches names with symbols as whole words: C++, C#, .NET, Node.js", () => {
    expect(skillNames("Skills\nC++, C#, .NET and Node.js")).toEqual([".NET", "C#", "C++", "Node.js"]);
  });

  it("does not find Java inside JavaScript, C inside C++ or React inside React Native", () => {
    expect(skillNames("Built apps in JavaScript, C++ and React Native.")).toEqual(["C++", "JavaScript", "React Native"]);
  });

  it("is case-insensitive for ordinary names and understands common spellings", () => {
    expect(skillNames("Worked with postgresql, NodeJS and TYPESCRIPT; SQL Server reporting.")).toEqual(["Microsoft SQL Server", "Node.js", "PostgreSQL", "TypeScript"]);
  });

  it("needs a list or the skills section for names that are also words", () => {
    expect(skillNames("Chef de projet technique. Led our go-to-market plan and Go-to-market. Strong Communication with clients.")).toEqual([]);
    expect(skillNames("Languages: Go, R, C and Rust")).toEqual(["C", "Go", "R", "Rust"]);
    expect(skillNames("Skills\nChef\nCommunication")).toEqual(["Chef", "Communication"]);
  });

  it("keeps acronyms to their capitals", () => {
    expect(skillNames("Deployed REST services. Took a rest.")).toEqual(["REST"]);
  });

  it("returns each technology under its catalogue category, with years from the roles that name it", () => {
    const text = ["Jane Doe", "jane@example.com", "Skills", "Python, Docker", "Experience", "Data Engineer — Acme Corp", "Jan 2020 – Dec 2021", "• Built Python pipelines."].join("\n");
    const fields = extractResumeFields(text, CATALOGUE, { now: NOW });
    expect(fields.expertise.stacks).toEqual({
      Language: [{ technology: "Python", experience: 2 }],
      Tools: [{ technology: "Docker", experience: null }],
    });
    expect(fields.expertise.stackArray).toEqual(["Python", "Docker"]);
  });
});

describe("resume dates", () => {
  const range = (s: string) => {
    const [r] = findDateRanges(s, NOW);
    return r ? [formatDatePoint(r.from), r.current ? "present" : formatDatePoint(r.to)] : null;
  };

  it.each([
    ["Jan 2020 – Present", ["2020-01", "present"]],
    ["2018-2021", ["2018", "2021"]],
    ["03/2019 - 06/2022", ["2019-03", "2022-06"]],
    ["2019.03 – 2021.11", ["2019-03", "2021-11"]],
    ["Sept. '16 to Oct. '21", ["2016-09", "2021-10"]],
    ["March 2018 — June 2020", ["2018-03", "2020-06"]],
    ["janv. 2019 – aujourd'hui", ["2019-01", "present"]],
    ["de juin 2016 à février 2020", ["2016-06", "2020-02"]],
    ["depuis mars 2021", ["2021-03", "present"]],
    ["Since 2021", ["2021", "present"]],
    ["2021 – now", ["2021", "present"]],
  ])("reads %s", (text, expected) => {
    expect(range(text)).toEqual(expected);
  });

  it("refuses impossible dates and ranges that end before they start", () => {
    expect(parseDatePoint("13/2020", NOW)).toBeNull();
    expect(range("2021 - 2018")).toBeNull();
    expect(range("Phone 415-555-0132")).toBeNull();
  });

  it("counts months once when roles overlap, up to now for the current one", () => {
    const ranges = findDateRanges("Jan 2020 – Dec 2020; Jul 2020 – Jun 2021; Jan 2024 – Present", NOW);
    expect(totalMonths(ranges, NOW)).toBe(18 + 13);
  });
});

describe("resume experience", () => {
  const roles = (text: string) =>
    extractExperience(toLines(`Experience\n${text}`), NOW).map((r) => ({ designation: r.designation, company: r.company, country: r.country, from: r.from, to: r.to, current: r.current }));

  it("reads roles whose headings come before their dates", () => {
    expect(roles("Senior Engineer\nBrightpay Inc., San Francisco, CA\nJan 2020 – Present\n• Led things.\nEngineer\nShoplane\nJun 2016 – Dec 2019\n• Did things.")).toEqual([
      { designation: "Senior Engineer", company: "Brightpay Inc.", country: "US", from: "2020-01", to: null, current: true },
      { designation: "Engineer", company: "Shoplane", country: null, from: "2016-06", to: "2019-12", current: false },
    ]);
  });

  it("reads roles whose dates come first, and one-line headings", () => {
    expect(roles("2018 – 2021\nQA Engineer\nContoso Health\n• Automated tests.")[0]).toMatchObject({ designation: "QA Engineer", company: "Contoso Health", from: "2018", to: "2021" });
    expect(roles("Principal Engineer | Helix Robotics | Vancouver, BC | 2021.11 – now")[0]).toMatchObject({ designation: "Principal Engineer", company: "Helix Robotics", country: "CA", current: true });
  });

  it("tells the designation from the company whichever comes first, in French too", () => {
    expect(roles("Gulf Digital Services — Dubai, UAE\nSenior .NET Developer\nFeb. 2015 – Mar. 2018")[0]).toMatchObject({ designation: "Senior .NET Developer", company: "Gulf Digital Services", country: "AE" });
    expect(roles("Développeur Java – Capgemini, Lyon\nsept. 2014 – déc. 2018")[0]).toMatchObject({ designation: "Développeur Java", company: "Capgemini", country: "FR", from: "2014-09", to: "2018-12" });
  });

  it("does not take a sentence that mentions years for a role", () => {
    expect(roles("Acme Corp\nData Engineer\n2019 – 2021\n• Led the 2019-2020 migration of every warehouse to the new cluster.")).toHaveLength(1);
  });
});

describe("resume education", () => {
  it.each([
    ["Ph.D. in Computer Science", "PHD"],
    ["Doctorat en informatique", "PHD"],
    ["M.Sc. Data Science", "MASTERS"],
    ["MBA, Information Technology Management", "MASTERS"],
    ["Diplôme d'ingénieur en informatique", "MASTERS"],
    ["B.Sc. in Computer Science", "UNDERGRADUATE"],
    ["BA (Hons) Graphic Design", "UNDERGRADUATE"],
    ["Licence Économie-Gestion", "UNDERGRADUATE"],
    ["High School Diploma", "HIGH_SCHOOL"],
    ["Baccalauréat S", "HIGH_SCHOOL"],
  ])("files %s under %s", (text, level) => {
    expect(educationLevel(text)).toBe(level);
  });

  it("pairs degrees with their institution and year, and marks an expected degree as ongoing", () => {
    const lines = toLines("Education\nBachelor of Computer Science\nUniversity of Waterloo\nExpected 2027\nM.S. in Physics | University of Washington | 2010 – 2012");
    expect(extractEducation(lines, NOW)).toEqual([
      { level: "UNDERGRADUATE", courseName: "Bachelor of Computer Science", institution: "University of Waterloo", country: "CA", completion: "2027", status: "ON_GOING" },
      { level: "MASTERS", courseName: "M.S. in Physics", institution: "University of Washington", country: null, completion: "2012", status: "COMPLETED" },
    ]);
  });

  it("groups degrees by level for the builder", () => {
    const fields = extractResumeFields("Jo Bloggs\njo@example.com\nFormation\nMaster Informatique – Université de Lyon – 2015\nBaccalauréat S – Lycée du Parc – 2010", CATALOGUE, { now: NOW });
    expect(fields.language).toBe("fr");
    expect(Object.keys(fields.education.groupedEducation)).toEqual(["HIGH_SCHOOL", "UNDERGRADUATE", "MASTERS", "PHD"]);
    expect(fields.education.groupedEducation.MASTERS[0]).toMatchObject({ courseName: "Master Informatique", institution: "Université de Lyon", completion: "2015", isReviewed: false });
    expect(fields.education.groupedEducation.HIGH_SCHOOL[0]).toMatchObject({ courseName: "Baccalauréat S", institution: "Lycée du Parc" });
  });
});
