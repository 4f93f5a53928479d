import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { specialities, stacks, staticDataItems } from "../schema";
import { SPECIALITIES, STACKS, STATIC_DATA, STATIC_DATA_SLUGS } from "@/lib/catalogue/data";

/**
 * Global catalogues: static data lists, specialities and stacks. Safe to run on every start and
 * from several processes at once: existing rows are updated in place (labels, order), never
 * duplicated. Rows dropped from the code lists are left alone because profiles may still
 * reference their values.
 */
export async function seedCatalogue(db: Db, log: (m: string) => void): Promise<void> {
  const items = STATIC_DATA_SLUGS.flatMap((slug) =>
    STATIC_DATA[slug].map((e, i) => ({ slug, value: e.value, labelEn: e.en, labelFr: e.fr, sortOrder: i })),
  );
  const stackRows = Object.entries(STACKS).flatMap(([category, names]) => names.map((name) => ({ name, category })));

  await db.transaction(async (tx) => {
    await tx
      .insert(staticDataItems)
      .values(items)
      .onConflictDoUpdate({
        target: [staticDataItems.slug, staticDataItems.value],
        set: { labelEn: sql`excluded.label_en`, labelFr: sql`excluded.label_fr`, sortOrder: sql`excluded.sort_order` },
      });

    // The unique key is the expression lower(name), which Drizzle's conflict target cannot name.
    const specialityValues = sql.join(
      SPECIALITIES.map((name, i) => sql`(${name}, ${i})`),
      sql`, `,
    );
    await tx.execute(sql`
      insert into ${specialities} (name, sort_order) values ${specialityValues}
      on conflict ((lower(name))) do update set name = excluded.name, sort_order = excluded.sort_order`);

    // Any conflict here is the (category, lower(name)) key: the technology is already listed.
    await tx.insert(stacks).values(stackRows).onConflictDoNothing();
  });

  log(`catalogue: ${items.length} static data items, ${SPECIALITIES.length} specialities, ${stackRows.length} stacks ensured`);
}
