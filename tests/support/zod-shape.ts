import type { ZodType } from "zod";

type Wrapped = { shape?: Record<string, ZodType>; def?: { innerType?: unknown; in?: unknown; schema?: unknown } };

/**
 * The z.object inside a schema, looking through wrappers (optional, default, catch, pipe), so
 * sweeps can fill or spoil every field a route declares without knowing the route.
 */
export function objectSchemaOf(schema: unknown): { shape: Record<string, ZodType> } | undefined {
  let s = schema as Wrapped | undefined;
  for (let i = 0; s && i < 8; i++) {
    if (s.shape && typeof s.shape === "object") return s as { shape: Record<string, ZodType> };
    s = (s.def?.innerType ?? s.def?.in ?? s.def?.schema) as Wrapped | undefined;
  }
  return undefined;
}

/** Field names of a (wrapped) z.object schema; none for anything else. */
export function shapeKeys(schema: unknown): string[] {
  return Object.keys(objectSchemaOf(schema)?.shape ?? {});
}

/** Whether a field of a (wrapped) z.object refuses to be left out. */
export function isRequiredField(schema: unknown, key: string): boolean {
  const field = objectSchemaOf(schema)?.shape[key];
  return field ? !field.safeParse(undefined).success : false;
}
