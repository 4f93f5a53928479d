import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { findEmails, findLinks, findName, findPhones, looksLikeName } from "./contact";
import { totalMonths } from "./dates";
import { extractEducation } from "./education";
import { extractExperience } from "./experience";
import { detectLanguage, toLines, type Line } from "./sections";
import { distinctSkills, findSkillsInLines } from "./skills";
import { EDUCATION_LEVELS, type EducationLevel, type ParsedEducation, type ParsedStack, type ResumeFields, type StackEntry } from "./types";

/**
 * Resume text → the builder's sections (lib/resume/types.ts), without any AI provider and
 * without I/O, so it is unit-tested on plain strings. The candidate confirms every value, so a
 * miss costs a field to fill in; a wrong guess is worse, and the rules lean towards leaving a
 * field empty when unsure.
 */

const SUMMARY_MAX = 1000;

function summaryOf(lines: readonly Line[]): string | null {
  const text = lines
    .filter((l) => l.section === "summary")
    .map((l) => l.text)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  return text ? text.slice(0, SUMMARY_MAX) : null;
}

/** A headline under the name ("Senior Data Engineer"), if the top of the resume has one. */
function headline(lines: readonly Line[], titleOf: (t: string) => boolean): string | null {
  const top = lines.filter((l) => l.section === "header").slice(0, 6);
  for (const l of top) {
    const pieces = l.text.split(/\s+[|–—-]\s+/);
    const candidate = pieces.find((p) => !looksLikeName(p) && titleOf(p) && p.split(/\s+/).length <= 8 && !/[@\d]/.test(p));
    if (candidate) return candidate.trim();
  }
  return null;
}

const HEADLINE_TITLE = /(?<![\p{L}])(engineer|developer|manager|analyst|designer|consultant|architect|scientist|specialist|administrator|lead|tester|d[ée]veloppeu(?:r|se)|ing[ée]nieure?|chef|cheffe|analyste|architecte|consultante?)(?![\p{L}])/iu;

export type ExtractOptions = { now?: Date };

/** Every field that could be read; never throws (e-mail may be null). */
export function extractResumeFields(text: string, catalogue: readonly StackEntry[], opts: ExtractOptions = {}): ResumeFields {
  const now = opts.now ?? new Date();
  const lines = toLines(text);
  const joined = lines.map((l) => l.text).join("\n");
  const emails = findEmails(joined);
  const phones = findPhones(lines);
  const links = findLinks(joined);
  const name = findName(lines, emails[0] ?? null);

  const experienceLines = lines.filter((l) => l.section === "experience");
  const roles = extractExperience(experienceLines, now);
  const educationLines = lines.filter((l) => l.section === "education");
  const degrees = extractEducation(educationLines, now);

  // Skills anywhere but the education section (course names would count as skills otherwise).
  const skillLines = lines.filter((l) => l.section !== "education");
  const found = findSkillsInLines(skillLines, catalogue);
  const skills = distinctSkills(found);

  // A technology's years: the months of the roles whose text names it, overlaps counted once.
  const roleOfLine = new Map<Line, (typeof roles)[number]>();
  for (const role of roles) for (const i of role.lineIndexes) roleOfLine.set(experienceLines[i], role);
  const rolesBySkill = new Map<string, Set<(typeof roles)[number]>>();
  for (const f of found) {
    const role = roleOfLine.get(skillLines[f.line]);
    if (!role) continue;
    if (!rolesBySkill.has(f.name)) rolesBySkill.set(f.name, new Set());
    rolesBySkill.get(f.name)!.add(role);
  }
  const stacks: Record<string, ParsedStack[]> = {};
  const categoryOrder = [...new Set(catalogue.map((c) => c.category))];
  for (const category of categoryOrder) {
    const items = skills
      .filter((s) => s.category === category)
      .map((s) => {
        const withRoles = rolesBySkill.get(s.name);
        const months = withRoles ? totalMonths([...withRoles].map((r) => r.range), now) : 0;
        return { technology: s.name, experience: withRoles ? Math.round((months / 12) * 10) / 10 : null };
      });
    if (items.length) stacks[category] = items;
  }

  const groupedEducation = Object.fromEntries(EDUCATION_LEVELS.map((level) => [level, [] as ParsedEducation[]])) as Record<EducationLevel, ParsedEducation[]>;
  for (const d of degrees) {
    // An entry whose level cannot be told is filed as undergraduate, the most common case; the candidate confirms it.
    groupedEducation[d.level ?? "UNDERGRADUATE"].push({
      courseName: d.courseName,
      institution: d.institution,
      country: d.country,
      status: d.status,
      completion: d.completion,
      isReviewed: false,
    });
  }

  const total = totalMonths(
    roles.map((r) => r.range),
    now,
  );
  const designation = headline(lines, (t) => HEADLINE_TITLE.test(t)) ?? roles.find((r) => r.designation)?.designation ?? null;

  return {
    language: detectLanguage(text),
    personal: {
      ...name,
      emailId: emails[0] ?? null,
      altEmail: emails[1] ?? null,
      phoneNumber: phones[0] ?? null,
      alternatePhoneNumber: phones[1] ?? null,
      linkedInProfileUrl: links.linkedIn,
      githubUrl: links.github,
      portfolioUrl: links.portfolio,
      links: links.all,
      summary: summaryOf(lines),
      designation,
    },
    expertise: { stacks, stackArray: skills.map((s) => s.name) },
    education: { groupedEducation },
    workExperience: {
      totalExperience: { totalMonths: total, years: Math.floor(total / 12), months: total % 12 },
      experience: roles.map((r) => ({
        designation: r.designation ? { value: r.designation, label: r.designation } : null,
        company: r.company,
        country: r.country,
        from: r.from,
        to: r.to,
        current: r.current,
        responsibilities: r.responsibilities,
        isReviewed: false as const,
      })),
    },
  };
}

/** As extractResumeFields, but a resume with no e-mail address fails with 10461 (the account is keyed on it). */
export function extractResume(text: string, catalogue: readonly StackEntry[], opts: ExtractOptions = {}): ResumeFields {
  const fields = extractResumeFields(text, catalogue, opts);
  if (!fields.personal.emailId) throw appError(ERROR_CODES.resumeNoEmailFound);
  return fields;
}
