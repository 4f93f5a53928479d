import "server-only";
import { randomInt } from "node:crypto";
import { getDb } from "@/db/client";
import { logActivity } from "@/lib/audit/commands";
import { countMockTalents, generateTalents, insertTalents, removeMockTalents } from "./mock";
import type { GenerateMockTalentsInput } from "./schemas";
import type { Actor } from "@/lib/audit/actor";

/**
 * Mock talent data (admin screen): generated profiles in the actor's company, marked as mock so
 * they can be removed in one go. One transaction per run, with its activity-log entry; the seed
 * of the run is logged so a run can be reproduced.
 */
export async function generateMockTalents(actor: Actor, input: GenerateMockTalentsInput, opts: { seed?: number } = {}): Promise<{ generated: number; total: number }> {
  const seed = opts.seed ?? randomInt(0, 2 ** 31 - 1);
  const rows = generateTalents(input.count, seed);
  return getDb().transaction(async (tx) => {
    const { firstNumber, lastNumber } = await insertTalents(tx, actor.companyId, rows, { mock: true });
    const total = await countMockTalents(tx, actor.companyId);
    await logActivity(tx, {
      companyId: actor.companyId,
      actorUserId: actor.actorUserId,
      action: "mockTalent.generate",
      entityType: "company",
      entityId: actor.companyId,
      after: { count: rows.length, seed, firstCandidateNumber: firstNumber, lastCandidateNumber: lastNumber, total },
    });
    return { generated: rows.length, total };
  });
}

/** Deletes every mock talent of the actor's company (and only those); real talents stay. */
export async function removeAllMockTalents(actor: Actor): Promise<{ removed: number }> {
  return getDb().transaction(async (tx) => {
    const before = await countMockTalents(tx, actor.companyId);
    const removed = await removeMockTalents(tx, actor.companyId);
    await logActivity(tx, {
      companyId: actor.companyId,
      actorUserId: actor.actorUserId,
      action: "mockTalent.removeAll",
      entityType: "company",
      entityId: actor.companyId,
      before: { total: before },
      after: { removed, total: 0 },
    });
    return { removed };
  });
}

export async function mockTalentCount(companyId: string): Promise<number> {
  return countMockTalents(getDb(), companyId);
}
