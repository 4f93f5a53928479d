import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { resumeParses, storedFiles, talentProfiles, users } from "@/db/schema";
import { signedUrl } from "@/lib/storage";
import { completedSteps, toStep, totalExperience } from "./rules";
import type { LocationValue } from "./schemas";
import type {
  PhoneNumber,
  ProfileFile,
  StoredCertification,
  StoredEducation,
  StoredExpertise,
  StoredImmigration,
  StoredWorkExperience,
  TalentProfileView,
} from "./types";

/** Signed URLs in a profile view live this long; views are re-read long before. */
const VIEW_URL_TTL_SEC = 60 * 60;

const EMPTY_EXPERTISE: StoredExpertise = { speciality: "", domains: [], isReviewComplete: false, stacks: {}, stackArray: [] };
const EMPTY_EDUCATION: StoredEducation = { groupedEducation: {}, isReviewComplete: false };
const EMPTY_WORK: StoredWorkExperience = { isReviewComplete: false, totalExperience: totalExperience([]), experience: [] };

function fileView(f: typeof storedFiles.$inferSelect): ProfileFile {
  return { fileId: f.id, fileName: f.fileName, contentType: f.contentType, sizeBytes: f.sizeBytes, uploadedAt: f.createdAt.toISOString(), url: signedUrl(f.id, VIEW_URL_TTL_SEC) };
}

function hasKeys(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && Object.keys(v).length > 0;
}

/**
 * The full profile of a talent of this company (second document §3), or null when the user is
 * not a talent here. A talent who has not saved any step yet gets the empty profile.
 */
export async function getProfile(companyId: string, userId: string): Promise<TalentProfileView | null> {
  const db = getDb();
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, middleName: users.middleName, lastName: users.lastName, fullName: users.fullName, email: users.email, candidateUniqueId: users.candidateUniqueId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.role, "talent")))
    .limit(1);
  if (!user) return null;
  const [[p], files] = await Promise.all([
    db.select().from(talentProfiles).where(and(eq(talentProfiles.userId, userId), eq(talentProfiles.companyId, companyId))).limit(1),
    db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.ownerUserId, userId)))
      .orderBy(desc(storedFiles.createdAt)),
  ]);
  const photo = p?.photoFileId ? files.find((f) => f.id === p.photoFileId) : undefined;
  // Names the talent never split: the account's full name gives a first and last guess.
  const [first, ...rest] = user.fullName.trim().split(/\s+/);
  const work = hasKeys(p?.workExperience) ? (p.workExperience as unknown as StoredWorkExperience) : EMPTY_WORK;
  const furthest = toStep(p?.furthestStep);
  const completed = Boolean(p?.completedAt);

  return {
    personal: {
      id: user.id,
      firstName: user.firstName ?? first ?? "",
      middleName: user.middleName ?? "",
      lastName: user.lastName ?? (user.firstName ? "" : rest.join(" ")),
      candidateUniqueId: user.candidateUniqueId,
      emailId: user.email,
      altEmail: p?.altEmail ?? "",
      phoneNumber: (p?.phone as PhoneNumber | null) ?? null,
      alternatePhoneNumber: (p?.altPhone as PhoneNumber | null) ?? null,
      profileImage: photo ? { ...fileView(photo), content: fileView(photo).url } : null,
      currentLocation: (p?.currentLocation as LocationValue | null) ?? null,
      preferredLocations: p?.preferredLocations ?? [],
      availability: p?.availability ?? "",
      workplaceType: p?.workplaceType ?? "",
      jobType: p?.jobType ?? "",
      contractType: p?.contractType ?? "",
      resume: files.filter((f) => f.kind === "resume").map(fileView),
      linkedInProfileUrl: p?.linkedInUrl ?? "",
      summary: p?.summary ?? "",
      introVideoUrl: p?.introVideoFileId ? signedUrl(p.introVideoFileId, VIEW_URL_TTL_SEC) : null,
      introVideoResponse: p?.introVideoResponse ?? [],
      isIntroVideoSaved: Boolean(p?.introVideoFileId),
    },
    expertise: hasKeys(p?.expertise) ? { ...(p.expertise as unknown as StoredExpertise), isReviewComplete: p.expertiseReviewed } : EMPTY_EXPERTISE,
    education: hasKeys(p?.education) ? { ...(p.education as unknown as StoredEducation), isReviewComplete: p.educationReviewed } : EMPTY_EDUCATION,
    certification: (p?.certifications as StoredCertification[] | undefined) ?? [],
    workExperience: { ...work, isReviewComplete: p?.workReviewed ?? false },
    projects: work.experience.flatMap((e) => e.projects.map((proj) => ({ ...proj, company: e.company }))),
    immigration: (p?.immigration as StoredImmigration | null | undefined) ?? null,
    builder: { furthestStep: furthest, completed, completedSteps: completedSteps(furthest, completed), updatedAt: p?.updatedAt.toISOString() ?? null },
  };
}

/** The latest successful resume parse of the talent, for prefilling later steps. */
export async function latestResumeParse(companyId: string, userId: string): Promise<Record<string, unknown> | null> {
  const [row] = await getDb()
    .select({ result: resumeParses.result })
    .from(resumeParses)
    .where(and(eq(resumeParses.companyId, companyId), eq(resumeParses.userId, userId), eq(resumeParses.status, "parsed")))
    .orderBy(desc(resumeParses.createdAt))
    .limit(1);
  return row?.result ?? null;
}

export type ResumeParseStatusView = { status: "initialized" | "queued" | "parsing" | "parsed" | "failed" | null; errorCode: number | null };

/**
 * What happened to the parse of the talent's current resume (the latest one uploaded): the most
 * recent parse of that file, or `{ status: null }` when there is no resume or it has no parse.
 * Scoped to this user of this company, so nobody else's parse can be read through it.
 */
export async function currentResumeParseStatus(companyId: string, userId: string): Promise<ResumeParseStatusView> {
  const db = getDb();
  const [file] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.ownerUserId, userId), eq(storedFiles.kind, "resume")))
    .orderBy(desc(storedFiles.createdAt))
    .limit(1);
  if (!file) return { status: null, errorCode: null };
  const [row] = await db
    .select({ status: resumeParses.status, errorCode: resumeParses.errorCode })
    .from(resumeParses)
    .where(and(eq(resumeParses.companyId, companyId), eq(resumeParses.userId, userId), eq(resumeParses.fileId, file.id)))
    .orderBy(desc(resumeParses.createdAt))
    .limit(1);
  return row ? { status: row.status, errorCode: row.status === "failed" ? row.errorCode : null } : { status: null, errorCode: null };
}

const SECTION_KINDS: Record<string, "resume" | "certificate" | "photo"> = {
  resume: "resume",
  profileImage: "photo",
  photo: "photo",
  expertise: "certificate",
  education: "certificate",
  certification: "certificate",
  certifications: "certificate",
  workExperience: "certificate",
  experience: "certificate",
  immigration: "certificate",
};

export const ATTACHMENT_SECTION_TYPES = Object.keys(SECTION_KINDS) as [string, ...string[]];

/**
 * `GET candidate/profile/attachment` (first document §7): the talent's file of that section with
 * that name, newest first when a name repeats, or null.
 */
export async function findAttachment(companyId: string, userId: string, sectionType: string, fileName: string, fileId?: string) {
  const kind = SECTION_KINDS[sectionType];
  if (!kind) return null;
  const conds = [eq(storedFiles.companyId, companyId), eq(storedFiles.ownerUserId, userId), eq(storedFiles.kind, kind), eq(storedFiles.fileName, fileName)];
  if (fileId) conds.push(eq(storedFiles.id, fileId));
  const [row] = await getDb()
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(...conds))
    .orderBy(desc(storedFiles.createdAt))
    .limit(1);
  return row ?? null;
}
