import { z } from "zod";
import { toSkillCategory } from "./slugs";

/**
 * Shape check only: a well-formed slug that names no list is a 404, not a 400, so lists added
 * to the database later are served without a code change.
 */
export const staticDataSlugSchema = z
  .string()
  .max(64, "Static data slug is too long")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Static data slug must be kebab-case");

export const staticDataParamsSchema = z.object({ slug: staticDataSlugSchema });

export const skillCategorySchema = z.string().transform((v, ctx) => {
  const category = toSkillCategory(v);
  if (!category) {
    ctx.addIssue({ code: "custom", message: "Unknown skill category" });
    return z.NEVER;
  }
  return category;
});
