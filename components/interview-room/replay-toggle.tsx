"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CodeReplayLoader } from "./code-loaders";

/**
 * The interview detail's code replay (issue 15), mounted on demand: CodeMirror loads when the
 * recruiter asks for the replay, not with the detail page.
 */
export function ReplayToggle({ interviewId, label }: { interviewId: string; label: string }) {
  const [open, setOpen] = useState(false);
  if (open) return <CodeReplayLoader interviewId={interviewId} />;
  return (
    <div>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="show-code-replay">
        {label}
      </Button>
    </div>
  );
}
