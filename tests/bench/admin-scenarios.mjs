// Admin-side pages on a large tenant (issue: job list and admin dashboard with 10,000 jobs and
// 100,000 candidates; goal p95 < 150 ms at 10 connections). Skipped on the embedded database,
// which multiplexes one connection and is not what production load runs on.
import { sessionCookie } from "./_session.mjs";
import { seedVolume } from "./_volume.mjs";

export async function setup(ctx) {
  if (ctx.database !== "postgres") return { skipped: true };
  const seeded = await seedVolume(ctx.databaseUrl);
  console.log(`[bench] seeded ${seeded.candidates} candidates and ${seeded.jobs} jobs in ${seeded.seconds.toFixed(1)} s`);
  const admin = await sessionCookie(ctx, { slug: "demo", email: "recruiteradmin@demo.test", portal: "admin" });
  const recruiter = await sessionCookie(ctx, { slug: "demo", email: "bench.recruiter.1@bench.test", portal: "admin" });
  return { admin, recruiter };
}

export function scenarios(ctx) {
  if (!ctx.state || ctx.state.skipped) return [];
  const html = (cookie) => ({ accept: "text/html", cookie, "x-tenant": "demo" });
  return [
    { name: "admin-dashboard", path: "/admin/dashboard?period=6m", headers: html(ctx.state.admin) },
    { name: "admin-dashboard-recruiter", path: "/admin/dashboard?period=6m", headers: html(ctx.state.recruiter) },
    { name: "admin-job-list", path: "/admin/jobs", headers: html(ctx.state.admin) },
    // The same pages one request at a time: their latency without a queue in front of them.
    { name: "admin-dashboard-alone", path: "/admin/dashboard?period=6m", headers: html(ctx.state.admin), connections: 1 },
    { name: "admin-job-list-alone", path: "/admin/jobs", headers: html(ctx.state.admin), connections: 1 },
    { name: "admin-job-list-search", path: "/admin/jobs?q=react&status=active", headers: html(ctx.state.admin) },
    { name: "career-page", path: "/jobs", headers: { accept: "text/html", "x-tenant": "demo" } },
  ];
}
