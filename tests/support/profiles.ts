import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, users } from "@/db/schema";
import { nextTestIp } from "../support/api-request";
import { fromAddress } from "./peer";

/** Files written by these tests go to a directory of their own, never the checkout's .data. */
export function withTempStorage(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "profile-storage-"));
  process.env.STORAGE_DIR = dir;
  return dir;
}

export async function companyIdOf(slug: string): Promise<string> {
  const [row] = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.slug, slug));
  return row.id;
}

let counter = 0;

/** A fresh talent with a candidate id, so each test starts from an empty profile. */
export async function makeTalent(tenant = "demo") {
  counter += 1;
  const companyId = await companyIdOf(tenant);
  const stamp = `${Date.now()}-${counter}`;
  const [row] = await getDb()
    .insert(users)
    .values({
      companyId,
      email: `builder-${stamp}@${tenant}.test`,
      fullName: "Bea Builder",
      role: "talent",
      candidateUniqueId: `B-${stamp}`,
      invitationAcceptedAt: new Date(),
    })
    .returning();
  return row;
}

/** A multipart upload as a browser sends it. */
export async function multipartRequest(pathAndQuery: string, file: { bytes: Uint8Array; name: string; type?: string } | null, opts: { cookie?: string; tenant?: string } = {}): Promise<NextRequest> {
  const form = new FormData();
  if (file) form.append("file", new Blob([file.bytes as BlobPart], { type: file.type ?? "application/octet-stream" }), file.name);
  else form.append("other", "x");
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return new NextRequest(`http://localhost${pathAndQuery}`, {
    method: "POST",
    headers: {
      "x-tenant": opts.tenant ?? "demo",
      ...fromAddress(nextTestIp()),
      "content-type": encoded.headers.get("content-type")!,
      "content-length": String(body.byteLength),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    body,
  });
}

/** Valid data for every builder section, as the forms send it. */
export function validSections(refs: { resumeId: string; certificateId?: string }) {
  const cert = refs.certificateId ? [{ fileId: refs.certificateId, fileName: "aws.pdf" }] : [];
  return {
    resume: { fileId: refs.resumeId },
    personal: {
      firstName: "Bea",
      middleName: "",
      lastName: "Builder",
      altEmail: "bea.alt@example.com",
      phone: { value: "4165550100", country: "CA", dialCode: "+1" },
      alternatePhone: null,
      photoFileId: null,
      currentLocation: { country: "Canada", countryCode: "CA", state: "Ontario", locality: "Toronto", formattedAddress: "Toronto, Ontario, Canada", label: "Toronto, Ontario, Canada", value: "CA|Ontario|Toronto" },
      preferredLocations: [{ value: "Montreal, Quebec, Canada", countryCode: "CA" }],
      availability: "WITHIN_30_DAYS",
      workplaceType: "HYBRID",
      jobType: "FULL_TIME",
      contractType: "",
      linkedInProfileUrl: "https://www.linkedin.com/in/bea-builder",
      summary: "Backend engineer.",
    },
    expertise: {
      speciality: "Backend Development",
      domains: ["Banking", "SaaS"],
      stacks: [
        { category: "Language", technology: "TypeScript", experience: 6, certificates: [] },
        { category: "Database", technology: "PostgreSQL", experience: 4, certificates: cert },
      ],
    },
    education: {
      entries: [
        { level: "UNDERGRADUATE", courseName: "BSc Computer Science", institution: "University of Toronto", country: "CA", status: "COMPLETED", completion: 2012, certificates: [] },
        { level: "MASTERS", courseName: "MSc Software Engineering", institution: "McGill", country: "CA", status: "COMPLETED", completion: 2014, certificates: cert },
      ],
    },
    certifications: { entries: [{ description: "AWS Solutions Architect", institution: "Amazon", year: 2020, validTill: 2027, country: "US", status: "COMPLETED", certificates: cert }] },
    experience: {
      entries: [
        {
          id: "",
          designation: "Senior Engineer",
          company: "Shopify",
          country: "CA",
          from: { month: 1, year: 2018 },
          to: { month: 12, year: 2019 },
          current: false,
          responsibilities: "APIs",
          certificates: [],
          projects: [{ projectName: "Checkout", shortDescription: "Payments API", experience: { years: 1, months: 6 }, stack: [{ name: "TypeScript", type: "Language" }] }],
        },
        { id: "", designation: "Staff Engineer", company: "Wealthsimple", country: "CA", from: { month: 7, year: 2019 }, to: { month: 6, year: 2020 }, current: false, responsibilities: "", certificates: [], projects: [] },
      ],
    },
    immigration: {
      dob: "1990-04-12",
      maritalStatus: "MARRIED_PARTNER",
      dependents: 2,
      citizenship: "IN",
      remoteWork: "Yes",
      validDocument: "Yes",
      checkLists: ["CANADA_PR_OR_WORK_PERMIT"],
      applicationDetails: { applicationDate: "2021-03-01", applicationCountry: "CA", applicationStatus: "Approved" },
      spouse: { firstName: "Sam", middleName: "", lastName: "Builder", dob: "1991-02-02", country: "CA", citizenship: "IN", validDocument: "Yes" },
      spouseApplicationDetails: { applicationDate: "", applicationCountry: "", applicationStatus: "" },
      spouseEducation: [{ level: "MASTERS", courseName: "MBA", institution: "", country: "IN", status: "COMPLETED", completion: 2015, certificates: [] }],
    },
  };
}
