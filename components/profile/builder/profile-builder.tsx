"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { QueryClientSlotProvider } from "@/components/providers/query-client-slot";
import { LeavePageDialog, useLeavePageGuard } from "@/components/ui/leave-page-guard";
import { Stepper } from "@/components/ui/stepper";
import type { ResumePrefill } from "@/lib/profiles/prefill";
import { BUILDER_STEPS, builderHref, nextStep, stepIndex, type BuilderStep } from "@/lib/profiles/rules";
import type { SaveSectionResult } from "@/lib/profiles/commands";
import type { TalentProfileView } from "@/lib/profiles/types";
import { certificationsDefaults, educationDefaults, experienceDefaults, expertiseDefaults, immigrationDefaults, personalDefaults } from "./defaults";

// One section shows at a time: each loads with next/dynamic (rendered on the server as before), so
// a page carries only its own section's form code, not all seven (decision D48).
const ResumeStep = dynamic(() => import("./sections/resume-step").then((m) => m.ResumeStep));
const PersonalStep = dynamic(() => import("./sections/personal-step").then((m) => m.PersonalStep));
const ExpertiseStep = dynamic(() => import("./sections/expertise-step").then((m) => m.ExpertiseStep));
const EducationStep = dynamic(() => import("./sections/education-step").then((m) => m.EducationStep));
const CertificationsStep = dynamic(() => import("./sections/certifications-step").then((m) => m.CertificationsStep));
const ExperienceStep = dynamic(() => import("./sections/experience-step").then((m) => m.ExperienceStep));
const ImmigrationStep = dynamic(() => import("./sections/immigration-step").then((m) => m.ImmigrationStep));

/**
 * The profile builder: a stepper over the seven sections, one form per section, each saved on its
 * own. Steps after the furthest one reached are locked (spec §2.5); leaving with unsaved changes
 * asks first. The server page decides which section shows, so a locked one is never rendered.
 */
export function ProfileBuilder({ profile, section, prefill, mapsProvider }: { profile: TalentProfileView; section: BuilderStep; prefill: ResumePrefill | null; mapsProvider: string }) {
  const t = useTranslations("builder");
  const router = useRouter();
  const [dirty, setDirty] = useState(false);
  const guard = useLeavePageGuard(dirty);
  const { furthestStep, completed } = profile.builder;
  const current = stepIndex(section);
  const notSavedYet = !completed && current >= stepIndex(furthestStep);

  // Keyboard and screen-reader users land on the new step's heading, not at the top of the page.
  const shownSection = useRef(section);
  useEffect(() => {
    if (shownSection.current !== section) document.getElementById("builder-section-heading")?.focus();
    shownSection.current = section;
  }, [section]);

  const onDirtyChange = useCallback((d: boolean) => setDirty(d), []);
  const onSaved = useCallback(
    (result: SaveSectionResult) => {
      setDirty(false);
      const next = nextStep(result.section);
      router.push(next ? builderHref(next) : "/builder/thankyou");
      router.refresh();
    },
    [router],
  );
  const previous = current > 0 ? BUILDER_STEPS[current - 1] : null;
  const onBack = previous ? () => guard.navigate(builderHref(previous)) : undefined;
  const common = { onDirtyChange, onSaved, onBack, isLast: current === BUILDER_STEPS.length - 1 };
  // A new key per save remounts the form with the saved values.
  const key = `${section}:${profile.builder.updatedAt ?? "new"}:${profile.personal.resume.length}`;

  const steps = BUILDER_STEPS.map((id) => ({ id, label: t(`steps.${id}`) }));

  // The builder's own query client (rephrase status, resume parse status): the talent shell has
  // none (decision D79). Only the steps that query (resume, personal, experience) load React Query
  // and wrap themselves in `QueryProvider`; the client is kept here, above the steps, so its cache
  // outlives a move from one section to the next (decision D83).
  return (
    <QueryClientSlotProvider>
      <div className="flex flex-col gap-6">
        <h1 className="text-xl font-medium">{t("title")}</h1>
        <Stepper steps={steps} current={current} furthest={completed ? BUILDER_STEPS.length - 1 : stepIndex(furthestStep)} label={t("stepperLabel")} onStepChange={(i) => guard.navigate(builderHref(BUILDER_STEPS[i]))} />
        <div className="rounded-lg border border-[var(--color-line,#e5e7eb)] bg-white p-6 max-[600px]:p-4">
          {section === "resume" ? <ResumeStep key={key} resumes={profile.personal.resume} {...common} /> : null}
          {section === "personal" ? (
            <PersonalStep key={key} profile={profile} defaults={personalDefaults(profile, notSavedYet ? prefill : null)} mapsProvider={mapsProvider} prefilled={notSavedYet && Boolean(prefill && Object.keys(prefill.personal).length)} {...common} />
          ) : null}
          {section === "expertise" ? (
            <ExpertiseStep key={key} defaults={expertiseDefaults(profile, notSavedYet ? prefill : null)} prefilled={notSavedYet && Boolean(prefill?.expertise.stacks.length || prefill?.expertise.speciality)} {...common} />
          ) : null}
          {section === "education" ? <EducationStep key={key} defaults={educationDefaults(profile, notSavedYet ? prefill : null)} prefilled={notSavedYet && Boolean(prefill?.education.length)} {...common} /> : null}
          {section === "certifications" ? <CertificationsStep key={key} defaults={certificationsDefaults(profile)} {...common} /> : null}
          {section === "experience" ? <ExperienceStep key={key} defaults={experienceDefaults(profile, notSavedYet ? prefill : null)} prefilled={notSavedYet && Boolean(prefill?.experience.length)} {...common} /> : null}
          {section === "immigration" ? <ImmigrationStep key={key} defaults={immigrationDefaults(profile)} {...common} /> : null}
        </div>
        <LeavePageDialog guard={guard} />
      </div>
    </QueryClientSlotProvider>
  );
}
