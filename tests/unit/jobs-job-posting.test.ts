import { describe, expect, it } from "vitest";
import { jobPostingJsonLd, jsonLdScript, type JobPostingInput } from "@/lib/jobs/job-posting";

const job: JobPostingInput = {
  id: "11111111-2222-4333-8444-555555555555",
  jdId: "JD-1004",
  title: "Senior Backend Engineer",
  description: "Build APIs.",
  postedOn: "2026-03-01T10:00:00.000Z",
  dueDate: "2026-04-01T23:59:59.999Z",
  jobLocations: ["Toronto, Ontario, Canada"],
  companyLocation: null,
  workplaceType: "HYBRID",
  jobType: "FULL_TIME",
  salary: { currency: "USD", from: 120000, to: 150000, interval: "year" },
};
const org = { name: "Demo Talent Co.", url: "http://demo.localhost:3000", logoUrl: "/brand/demo-logo.svg" };

describe("JobPosting structured data", () => {
  it("carries title, description, datePosted, hiringOrganization, jobLocation, validThrough, employmentType and baseSalary", () => {
    const ld = jobPostingJsonLd(job, org);
    expect(ld).toMatchObject({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: "Senior Backend Engineer",
      description: "Build APIs.",
      datePosted: "2026-03-01T10:00:00.000Z",
      validThrough: "2026-04-01T23:59:59.999Z",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Demo Talent Co.", sameAs: "http://demo.localhost:3000", logo: "http://demo.localhost:3000/brand/demo-logo.svg" },
      jobLocation: [{ "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Toronto", addressRegion: "Ontario", addressCountry: "Canada" } }],
      baseSalary: { "@type": "MonetaryAmount", currency: "USD", value: { "@type": "QuantitativeValue", minValue: 120000, maxValue: 150000, unitText: "YEAR" } },
      identifier: { value: "JD-1004" },
    });
  });

  it("leaves out baseSalary and employmentType when the job gives none, and marks remote jobs", () => {
    const ld = jobPostingJsonLd({ ...job, salary: { currency: "USD", from: null, to: null, interval: null }, jobType: "ANY", workplaceType: "REMOTE" }, org);
    expect(ld.baseSalary).toBeUndefined();
    expect(ld.employmentType).toBeUndefined();
    expect(ld.jobLocationType).toBe("TELECOMMUTE");
  });

  it("escapes '<' so a job's text cannot close the script element", () => {
    const text = jsonLdScript(jobPostingJsonLd({ ...job, title: "</script><script>alert(1)</script>", description: "<!-- x" }, org));
    expect(text).not.toContain("<");
    expect(JSON.parse(text).title).toBe("</script><script>alert(1)</script>");
  });
});
