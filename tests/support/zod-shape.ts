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

export type JsonKind = "string" | "number" | "boolean" | "array" | "object";

const KIND_OF_ZOD: Record<string, JsonKind> = {
  string: "string",
  enum: "string",
  literal: "string",
  email: "string",
  uuid: "string",
  number: "number",
  int: "number",
  bigint: "number",
  boolean: "boolean",
  array: "array",
  tuple: "array",
  object: "object",
  record: "object",
};

/**
 * The JSON kind a field of a (wrapped) z.object expects, and whether it takes null, so a sweep
 * knows which values are of the wrong type. Undefined for unions and anything it cannot tell.
 */
export function fieldKind(schema: unknown, key: string): { kind: JsonKind | undefined; nullable: boolean } {
  let s = objectSchemaOf(schema)?.shape[key] as { def?: { type?: string; innerType?: unknown; in?: unknown; values?: unknown[] } } | undefined;
  let nullable = false;
  for (let i = 0; s?.def && i < 8; i++) {
    const t = s.def.type ?? "";
    if (t === "nullable") nullable = true;
    if (["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"].includes(t)) s = s.def.innerType as typeof s;
    else if (t === "pipe") s = s.def.in as typeof s;
    else if (t === "literal") return { kind: typeof s.def.values?.[0] === "number" ? "number" : typeof s.def.values?.[0] === "boolean" ? "boolean" : "string", nullable };
    else return { kind: KIND_OF_ZOD[t], nullable };
  }
  return { kind: undefined, nullable };
}
