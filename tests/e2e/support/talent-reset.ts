import { withDb } from "./db";

/**
 * Lets a journey build a seeded talent's profile from nothing and puts the seeded one back
 * afterwards, so later specs see the demo data they expect. The rows are the talent's own only:
 * profile, stacks, resume parses, and the profile's files (resume, certificates, photo, intro
 * video); their names on the account are kept and restored too, since saving the personal step
 * rewrites them.
 */

const PROFILE_FILE_KINDS = ["resume", "certificate", "photo", "introVideo"];

type Table = { name: string; where: string };
// In insert order: files first (the profile points at its photo and video), parses last.
const TABLES: Table[] = [
  { name: "stored_files", where: "owner_user_id = $1 and kind::text = any($2::text[])" },
  { name: "talent_profiles", where: "user_id = $1" },
  { name: "talent_stacks", where: "user_id = $1" },
  { name: "resume_parses", where: "user_id = $1" },
];

const wherePlus = (t: Table) => (t.name === "stored_files" ? [PROFILE_FILE_KINDS] : []);

export type TalentSnapshot = { userId: string; rows: Record<string, string>; names: Record<string, unknown> };

/** The talent's profile rows as they are now (JSON per table), to restore later. */
export async function snapshotTalent(email: string): Promise<TalentSnapshot> {
  return withDb(async (c) => {
    const user = await c.query<{ id: string; first_name: string | null; middle_name: string | null; last_name: string | null; full_name: string; updated_at: Date }>(
      "select id, first_name, middle_name, last_name, full_name, updated_at from users where email = $1",
      [email],
    );
    if (!user.rows[0]) throw new Error(`no user ${email}`);
    const { id, ...names } = user.rows[0];
    const rows: Record<string, string> = {};
    for (const t of TABLES) {
      const r = await c.query<{ rows: unknown }>(`select coalesce(json_agg(t), '[]'::json) as rows from ${t.name} t where ${t.where}`, [id, ...wherePlus(t)]);
      rows[t.name] = JSON.stringify(r.rows[0].rows);
    }
    return { userId: id, rows, names };
  });
}

/** Deletes the talent's profile rows: the builder starts again at the resume step. */
export async function clearTalentProfile(userId: string): Promise<void> {
  await withDb(async (c) => {
    await c.query("begin");
    try {
      for (const t of [...TABLES].reverse()) await c.query(`delete from ${t.name} where ${t.where}`, [userId, ...wherePlus(t)]);
      await c.query("commit");
    } catch (err) {
      await c.query("rollback");
      throw err;
    }
  });
}

/** Puts the snapshot back: whatever the talent has now is replaced by the rows taken then. */
export async function restoreTalent(s: TalentSnapshot): Promise<void> {
  await clearTalentProfile(s.userId);
  await withDb(async (c) => {
    await c.query("begin");
    try {
      for (const t of TABLES) await c.query(`insert into ${t.name} select * from json_populate_recordset(null::${t.name}, $1::json)`, [s.rows[t.name]]);
      const n = s.names as { first_name: string | null; middle_name: string | null; last_name: string | null; full_name: string; updated_at: Date };
      await c.query("update users set first_name = $2, middle_name = $3, last_name = $4, full_name = $5, updated_at = $6 where id = $1", [s.userId, n.first_name, n.middle_name, n.last_name, n.full_name, n.updated_at]);
      await c.query("commit");
    } catch (err) {
      await c.query("rollback");
      throw err;
    }
  });
}
