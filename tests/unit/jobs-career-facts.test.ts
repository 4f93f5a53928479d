import { describe, expect, it } from "vitest";
import type { CareerJob } from "@/lib/jobs/career";
import { careerFacts, careerSkills } from "@/lib/jobs/career-facts";

const job = (over: Partial<CareerJob> = {}): CareerJob => ({
  id: "j",
  jdId: "JD-1",
  title: "Engineer",
  departmentName: "R&D",
  description: "",
  companyLocation: null,
  jobLocations: [],
  workplaceType: null,
  jobType: null,
  contractType: null,
  experienceFrom: null,
  experienceTo: null,
  mustHaveSkills: [],
  niceToHaveSkills: [],
  salary: { currency: "USD", from: null, to: null, interval: null },
  postedOn: "2026-01-01",
  dueDate: "2026-02-01",
  openings: 2,
  ...over,
});

describe("career page facts", () => {
  it("states only the openings for a job that leaves the rest empty", () => {
    expect(careerFacts(job(), "en")).toEqual([{ key: "openings", value: "2" }]);
  });

  it("states salary band with interval, experience range and contract type, in that order", () => {
    const facts = careerFacts(
      job({ salary: { currency: "USD", from: 90000, to: 120000, interval: "year" }, experienceFrom: 3, experienceTo: 5, contractType: "W2 (Incorporated)" }),
      "en",
    );
    expect(facts.map((f) => f.key)).toEqual(["salary", "experience", "contractType", "openings"]);
    expect(facts[0]).toEqual({ key: "salary", value: "$90,000 – $120,000 / year" });
    expect(facts[1]).toEqual({ key: "experience", from: 3, to: 5 });
  });

  it("writes the salary in the reader's locale, and an open-ended experience as from-only", () => {
    const [salary, experience] = careerFacts(job({ salary: { currency: "USD", from: 50000, to: null, interval: null }, experienceFrom: 2 }), "fr");
    expect(salary.key === "salary" && salary.value.replace(/\s/g, " ")).toBe("50 000 $US");
    expect(experience).toEqual({ key: "experience", from: 2, to: null });
  });

  it("lists must-have skills before nice-to-have ones", () => {
    expect(careerSkills({ mustHaveSkills: [{ stack: "React" }], niceToHaveSkills: [{ stack: "Go" }] } as never)).toEqual(["React", "Go"]);
  });
});
