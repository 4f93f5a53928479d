import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb, type Db } from "@/db/client";
import { storedFiles, talentProfiles, talentStacks, users } from "@/db/schema";
import { logActivity } from "@/lib/audit/commands";
import { deleteFile } from "@/lib/storage";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { PROFILE_MESSAGES } from "./messages";
import { BUILDER_STEPS, advanceFurthest, isBuilderStep, isSelectable, toStep, totalExperience, type BuilderStep } from "./rules";
import { MARRIED, SECTION_SCHEMAS, type CertificateRef, type EducationEntry, type SectionData } from "./schemas";
import type { StoredEducationItem, StoredExperienceItem, StoredExpertise, StoredImmigration, StoredWorkExperience } from "./types";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type SaveSectionResult = { section: BuilderStep; furthestStep: BuilderStep; completed: boolean; totalExperienceMonths: number };

/** Zod's first issue as a catalogued 10001, with every issue's path for clients that want them. */
function invalid(error: z.ZodError): never {
  throw appError(ERROR_CODES.invalidRequest, error.issues[0]?.message, {
    issues: error.issues.slice(0, 20).map((i) => ({ path: i.path.join("."), message: i.message })),
  });
}

function groupEducation(entries: EducationEntry[]): Record<string, StoredEducationItem[]> {
  const out: Record<string, StoredEducationItem[]> = {};
  for (const e of entries) (out[e.level] ??= []).push({ ...e, isReviewed: false });
  return out;
}

/** The file ids a section refers to, with the kind each must be. */
function fileRefs(section: BuilderStep, data: SectionData<BuilderStep>): { id: string; kind: "resume" | "certificate" | "photo" }[] {
  const refs: { id: string; kind: "resume" | "certificate" | "photo" }[] = [];
  const certs = (list: CertificateRef[] | undefined) => list?.forEach((c) => refs.push({ id: c.fileId, kind: "certificate" }));
  if (section === "resume") refs.push({ id: (data as SectionData<"resume">).fileId, kind: "resume" });
  if (section === "personal") {
    const photo = (data as SectionData<"personal">).photoFileId;
    if (photo) refs.push({ id: photo, kind: "photo" });
  }
  if (section === "expertise") (data as SectionData<"expertise">).stacks.forEach((s) => certs(s.certificates));
  if (section === "education") (data as SectionData<"education">).entries.forEach((e) => certs(e.certificates));
  if (section === "certifications") (data as SectionData<"certifications">).entries.forEach((e) => certs(e.certificates));
  if (section === "experience") (data as SectionData<"experience">).entries.forEach((e) => certs(e.certificates));
  if (section === "immigration") (data as SectionData<"immigration">).spouseEducation.forEach((e) => certs(e.certificates));
  return refs;
}

/** Every referenced file must be this talent's own upload of the right kind, in this company. */
async function assertOwnFiles(tx: Tx, companyId: string, userId: string, refs: { id: string; kind: string }[]): Promise<void> {
  if (!refs.length) return;
  const ids = [...new Set(refs.map((r) => r.id))];
  const rows = await tx
    .select({ id: storedFiles.id, kind: storedFiles.kind })
    .from(storedFiles)
    .where(and(inArray(storedFiles.id, ids), eq(storedFiles.companyId, companyId), eq(storedFiles.ownerUserId, userId)));
  const kinds = new Map(rows.map((r) => [r.id, r.kind]));
  for (const r of refs) {
    if (kinds.get(r.id) !== r.kind) {
      throw appError(ERROR_CODES.invalidRequest, r.kind === "resume" ? PROFILE_MESSAGES.resumeRequired : PROFILE_MESSAGES.fileInvalid, { reason: "fileRef" });
    }
  }
}

/** The designation shown for the talent: the current job's, else the latest one's. */
function currentDesignation(entries: StoredExperienceItem[]): string | null {
  const key = (e: StoredExperienceItem) => (e.current ? Number.MAX_SAFE_INTEGER : e.to ? e.to.year * 12 + e.to.month : 0);
  const latest = [...entries].sort((a, b) => key(b) - key(a))[0];
  return latest?.designation.label ?? null;
}

/**
 * Saves one builder section for a talent, in one transaction: validate, write the section, move
 * the furthest step on, recompute the total experience, rewrite the talent's stacks (expertise),
 * touch updatedAt, and log the activity. A section after the furthest step is refused: the
 * builder's steps open one after the other.
 */
export async function saveSection(companyId: string, userId: string, section: unknown, data: unknown, opts: { now?: Date } = {}): Promise<SaveSectionResult> {
  if (!isBuilderStep(section)) throw appError(ERROR_CODES.invalidRequest);
  const parsed = SECTION_SCHEMAS[section].safeParse(data);
  if (!parsed.success) invalid(parsed.error);
  const value = parsed.data as SectionData<BuilderStep>;
  const now = opts.now ?? new Date();

  return getDb().transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, fullName: users.fullName })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.role, "talent")))
      .limit(1);
    if (!user) throw appError(ERROR_CODES.recordNotFound);

    await tx.insert(talentProfiles).values({ userId, companyId }).onConflictDoNothing();
    const [profile] = await tx.select().from(talentProfiles).where(eq(talentProfiles.userId, userId)).for("update");
    if (!profile || profile.companyId !== companyId) throw appError(ERROR_CODES.recordNotFound);

    const furthest = toStep(profile.furthestStep);
    if (!isSelectable(section, furthest)) throw appError(ERROR_CODES.invalidRequest, undefined, { reason: "stepLocked", furthestStep: furthest });

    await assertOwnFiles(tx, companyId, userId, fileRefs(section, value));

    const update: Partial<typeof talentProfiles.$inferInsert> = {};
    let totalMonths = profile.totalExperienceMonths;

    switch (section) {
      case "resume":
        // The resume list is the talent's resume uploads (stored_files); this step only confirms one exists.
        break;
      case "personal": {
        const p = value as SectionData<"personal">;
        const fullName = [p.firstName, p.middleName, p.lastName].filter(Boolean).join(" ");
        await tx.update(users).set({ firstName: p.firstName, middleName: p.middleName || null, lastName: p.lastName, fullName, updatedAt: now }).where(eq(users.id, userId));
        Object.assign(update, {
          altEmail: p.altEmail || null,
          phone: p.phone,
          altPhone: p.alternatePhone,
          photoFileId: p.photoFileId,
          currentLocation: p.currentLocation as Record<string, string>,
          preferredLocations: p.preferredLocations,
          availability: p.availability,
          workplaceType: p.workplaceType,
          jobType: p.jobType || null,
          contractType: p.contractType || null,
          linkedInUrl: p.linkedInProfileUrl || null,
          summary: p.summary || null,
        });
        break;
      }
      case "expertise": {
        const x = value as SectionData<"expertise">;
        const stacks: StoredExpertise["stacks"] = {};
        for (const { category, ...item } of x.stacks) (stacks[category] ??= []).push(item);
        const stored: StoredExpertise = { speciality: x.speciality, domains: x.domains, isReviewComplete: false, stacks, stackArray: x.stacks };
        Object.assign(update, { expertise: stored, speciality: x.speciality, domains: x.domains, expertiseReviewed: false });
        if (!profile.designation) update.designation = x.speciality;
        await tx.delete(talentStacks).where(eq(talentStacks.userId, userId));
        await tx.insert(talentStacks).values(x.stacks.map((s) => ({ userId, companyId, category: s.category, stack: s.technology, years: s.experience })));
        break;
      }
      case "education": {
        const e = value as SectionData<"education">;
        Object.assign(update, { education: { groupedEducation: groupEducation(e.entries), isReviewComplete: false }, educationReviewed: false });
        break;
      }
      case "certifications": {
        update.certifications = (value as SectionData<"certifications">).entries;
        break;
      }
      case "experience": {
        const w = value as SectionData<"experience">;
        const experience: StoredExperienceItem[] = w.entries.map((e) => ({
          ...e,
          id: e.id && /^[0-9a-f-]{36}$/.test(e.id) ? e.id : randomUUID(),
          designation: { value: e.designation, label: e.designation },
          to: e.current ? null : e.to,
          isReviewed: false,
        }));
        const total = totalExperience(experience, now);
        totalMonths = total.totalMonths;
        const stored: StoredWorkExperience = { isReviewComplete: false, totalExperience: total, experience };
        Object.assign(update, { workExperience: stored, totalExperienceMonths: total.totalMonths, workReviewed: false });
        const designation = currentDesignation(experience);
        if (designation) update.designation = designation;
        break;
      }
      case "immigration": {
        const i = value as SectionData<"immigration">;
        // Spouse details only make sense for a married (or partnered) talent.
        const married = i.maritalStatus === MARRIED;
        const stored: StoredImmigration = {
          ...i,
          spouse: married ? i.spouse : null,
          spouseApplicationDetails: married ? i.spouseApplicationDetails : null,
          spouseEducation: married ? { groupedEducation: groupEducation(i.spouseEducation) } : null,
        };
        update.immigration = stored;
        break;
      }
    }

    const nextFurthest = advanceFurthest(section, furthest);
    const isLast = section === BUILDER_STEPS[BUILDER_STEPS.length - 1];
    const completedAt = profile.completedAt ?? (isLast ? now : null);
    await tx
      .update(talentProfiles)
      .set({ ...update, furthestStep: nextFurthest, completedAt, updatedAt: now })
      .where(eq(talentProfiles.userId, userId));

    await logActivity(tx, {
      companyId,
      actorUserId: userId,
      action: "profile.sectionSaved",
      entityType: "talentProfile",
      entityId: userId,
      // Names only: the activity log must not become a second copy of the profile's personal data.
      before: { furthestStep: furthest },
      after: { section, furthestStep: nextFurthest, completed: completedAt !== null },
    });

    return { section, furthestStep: nextFurthest, completed: completedAt !== null, totalExperienceMonths: totalMonths };
  });
}

/** Deletes one of the talent's own uploads (a replaced resume, a removed certificate). */
export async function removeOwnFile(companyId: string, userId: string, fileId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ id: storedFiles.id, kind: storedFiles.kind })
      .from(storedFiles)
      .where(and(eq(storedFiles.id, fileId), eq(storedFiles.companyId, companyId), eq(storedFiles.ownerUserId, userId), sql`${storedFiles.kind} in ('resume','certificate','photo')`))
      .limit(1);
    if (!row) throw appError(ERROR_CODES.recordNotFound);
    await logActivity(tx, { companyId, actorUserId: userId, action: "profile.fileRemoved", entityType: "storedFile", entityId: fileId, before: { kind: row.kind } });
    // Last, so nothing after it can roll the row back once the bytes are gone.
    await deleteFile(companyId, fileId, tx);
  });
}
