import type { Db } from "../client";
import { seedAvailability } from "./availability";
import { seedBooking } from "./booking";
import { seedCatalogue } from "./catalogue";
import { seedJobs } from "./jobs";
import { seedNotifications } from "./notifications";
import { seedOsiInvitation } from "./osi";
import { seedPipeline } from "./pipeline";
import { seedProfiles } from "./profiles";
import { seedQuestions } from "./questions";
import { seedTenants } from "./tenants";

/** Demo data for an empty database; every step skips what already exists. */
export async function seedDatabase(db: Db, opts: { quiet?: boolean } = {}): Promise<void> {
  const log = opts.quiet ? () => {} : (m: string) => console.log(`[seed] ${m}`);
  await seedCatalogue(db, log);
  await seedTenants(db, log);
  await seedJobs(db, log);
  // After jobs: review records point at the tenant's jobs.
  await seedProfiles(db, log);
  // After profiles: the pipeline entries are generated talents shortlisted on a demo job.
  await seedPipeline(db, log);
  // After tenants: the demo company's business hours and its interviewers' weekly availability.
  await seedAvailability(db, log);
  // After availability: the demo talent's open invitation, with slots from that availability.
  await seedBooking(db, log);
  await seedNotifications(db, log);
  // After jobs: three of the demo bank's one-sided interview questions go on a demo job.
  await seedQuestions(db, log);
  // After questions: the demo talent's one-sided interview invitation on that job.
  await seedOsiInvitation(db, log);
}
