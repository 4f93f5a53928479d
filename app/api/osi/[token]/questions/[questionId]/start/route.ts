import { NextResponse } from "next/server";
import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { startOsiAnswer } from "@/lib/osi/candidate-commands";
import { limitOsiRequest, paramOf } from "@/lib/osi/candidate-route";

const body = z.object({ mime: z.string().trim().min(1).max(120).regex(/^video\/[a-z0-9.+-]+(;[\w\s=.,"-]*)?$/i) }).strict();

/** Recording of a question starts: the one attempt is taken (201), or refused (10610). */
export const POST = apiRoute({ access: "public", body }, async ({ req, tenant, params, body: b }) => {
  const token = paramOf(params, "token");
  await limitOsiRequest(tenant, token, req.headers);
  const out = await startOsiAnswer(tenant, token, paramOf(params, "questionId"), b.mime);
  return NextResponse.json({ results: out }, { status: 201, headers: { "cache-control": "no-store" } });
});
