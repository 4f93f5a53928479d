"use client";

import { useMemo, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Controller, useForm, useWatch } from "react-hook-form";
import { QueryProvider } from "@/components/providers/query-provider";
import { lazyZodResolver, usePreloadResolver } from "@/components/forms/lazy-resolver";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DropZone } from "@/components/ui/drop-zone";
import { Input } from "@/components/ui/input";
import { PhoneInput, type PhoneValue } from "@/components/ui/phone-input";
import { RephraseButton } from "@/components/profile/rephrase-button";
import { Select } from "../builder-select";
import { ACCEPT_IMAGES, formatBytes } from "@/lib/files/format";
import { createLocationProvider, type LocationProvider, type Place } from "@/lib/profiles/location/provider";
import { optionsOf } from "@/lib/profiles/options";
import type { SectionInput, personalSectionSchema } from "@/lib/profiles/schemas";
import { NAME_MAX } from "@/lib/profiles/limits";
import type { TalentProfileView } from "@/lib/profiles/types";
import { UPLOAD_RULES } from "@/lib/storage/limits";
import { TextArea } from "../fields";
import { LocationField } from "../location-field";
import { PhotoCropper } from "../photo-cropper-lazy";
import { SectionShell, useReportDirty, useSaveSection, type StepProps } from "../section-shell";
import { uploadProfileFile } from "../upload-client";
import { useUploadMessage } from "../upload-messages";
import { useBuilderMessages } from "../use-builder-messages";
import { ZoneHint } from "../zone-hint";

type Values = SectionInput<"personal">;

// zod and the schema load at the first key press or validation, not with the page (decision D48).
const personalStepResolver = lazyZodResolver<Values, z.output<typeof personalSectionSchema>>(() => import("@/lib/profiles/schemas").then((m) => m.personalSectionSchema));

/**
 * Step 2: who the talent is and what they are looking for. The location fields search `provider`,
 * or the one `mapsProvider` names (the builder passes the name: the local places then load with
 * this step, not with every step, decision D83).
 */
export function PersonalStep({
  profile,
  defaults,
  provider: givenProvider,
  mapsProvider,
  prefilled,
  onDirtyChange,
  onSaved,
  onBack,
  isLast,
}: StepProps & { profile: TalentProfileView; defaults: Values; provider?: LocationProvider; mapsProvider?: string; prefilled: boolean }) {
  usePreloadResolver(personalStepResolver);
  const provider = useMemo(() => givenProvider ?? createLocationProvider(mapsProvider), [givenProvider, mapsProvider]);
  const t = useTranslations("builder");
  const tInputs = useTranslations("uiInputs");
  const locale = useLocale();
  const msg = useBuilderMessages();
  const uploadMessage = useUploadMessage();
  const { save, pending, failure } = useSaveSection("personal", onSaved);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isDirty },
  } = useForm<Values, unknown, z.output<typeof personalSectionSchema>>({ resolver: personalStepResolver, defaultValues: defaults });
  useReportDirty(isDirty, onDirtyChange);

  const [cropFile, setCropFile] = useState<File | null>(null);
  const [photoUrl, setPhotoUrl] = useState<string | null>(profile.personal.profileImage?.url ?? null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [photoBusy, setPhotoBusy] = useState(false);
  const photoMax = UPLOAD_RULES.photo.maxBytes;
  const preferred = useWatch({ control, name: "preferredLocations" }) ?? [];
  const summary = useWatch({ control, name: "summary" }) ?? "";

  async function uploadCropped(blob: Blob, fileName: string) {
    setCropFile(null);
    setPhotoBusy(true);
    setPhotoError(null);
    const out = await uploadProfileFile("photo", blob, fileName);
    setPhotoBusy(false);
    if (!out.ok) return setPhotoError(uploadMessage(out, ACCEPT_IMAGES, photoMax));
    setValue("photoFileId", out.file.fileId, { shouldDirty: true });
    setPhotoUrl(URL.createObjectURL(blob));
  }

  const units = [tInputs("units.bytes"), tInputs("units.kb"), tInputs("units.mb"), tInputs("units.gb")] as const;
  const select = (slug: Parameters<typeof optionsOf>[0]) => optionsOf(slug, locale);

  return (
    <QueryProvider>
      <SectionShell
        heading={t("personal.heading")}
        pending={pending}
        failure={failure}
        isLast={isLast}
        onBack={onBack}
        notice={prefilled ? <Alert variant="info">{t("prefillNotice")}</Alert> : null}
        onSubmit={handleSubmit((data) => save(data))}
      >
        <div className="flex flex-wrap items-start gap-4">
          {photoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- signed and blob: URLs are not for next/image
            <img src={photoUrl} alt={t("personal.photoAlt")} className="size-24 rounded-full object-cover" data-testid="profile-photo" />
          ) : null}
          <div className="min-w-0 flex-1">
            <DropZone
              id="profile-photo"
              label={t("personal.photo")}
              accept={ACCEPT_IMAGES}
              maxSize={photoMax}
              file={null}
              onFileChange={(f) => f && setCropFile(f)}
              disabled={photoBusy}
              hint=""
              error={photoError}
              className="[&>div]:min-h-[90px]"
            />
            <ZoneHint accept={ACCEPT_IMAGES} maxSize={photoMax} text={t("personal.photoHint", { size: formatBytes(photoMax, { locale, units }) })} />
            {photoUrl ? (
              <Button
                variant="ghost"
                size="xs"
                className="mt-1"
                onClick={() => {
                  setValue("photoFileId", null, { shouldDirty: true });
                  setPhotoUrl(null);
                }}
              >
                {t("personal.photoRemove")}
              </Button>
            ) : null}
          </div>
        </div>
        <PhotoCropper file={cropFile} onCancel={() => setCropFile(null)} onCrop={({ blob, fileName }) => void uploadCropped(blob, fileName)} />

        <div className="grid grid-cols-3 gap-3 max-[800px]:grid-cols-1">
          <Input id="personal-first-name" label={t("personal.firstName")} required maxLength={NAME_MAX} autoComplete="given-name" error={msg.field(errors.firstName?.message)} {...register("firstName")} />
          <Input id="personal-middle-name" label={t("personal.middleName")} maxLength={NAME_MAX} autoComplete="additional-name" error={msg.field(errors.middleName?.message)} {...register("middleName")} />
          <Input id="personal-last-name" label={t("personal.lastName")} required maxLength={NAME_MAX} autoComplete="family-name" error={msg.field(errors.lastName?.message)} {...register("lastName")} />
        </div>
        <div className="grid grid-cols-2 gap-3 max-[800px]:grid-cols-1">
          <Input id="personal-email" label={t("personal.email")} value={profile.personal.emailId} readOnly disabled />
          <Input id="personal-alt-email" type="email" label={t("personal.altEmail")} maxLength={254} error={msg.field(errors.altEmail?.message)} {...register("altEmail")} />
          <Controller
            control={control}
            name="phone"
            render={({ field }) => <PhoneInput id="personal-phone" label={t("personal.phone")} value={(field.value as PhoneValue | null) ?? null} onChange={field.onChange} onBlur={field.onBlur} error={msg.field(errors.phone?.message)} />}
          />
          <Controller
            control={control}
            name="alternatePhone"
            render={({ field }) => (
              <PhoneInput id="personal-alt-phone" label={t("personal.altPhone")} value={(field.value as PhoneValue | null) ?? null} onChange={field.onChange} onBlur={field.onBlur} error={msg.field(errors.alternatePhone?.message)} />
            )}
          />
        </div>
        <Controller
          control={control}
          name="currentLocation"
          render={({ field }) => (
            <LocationField
              id="personal-current-location"
              label={t("personal.currentLocation")}
              required
              provider={provider}
              value={(field.value as Place | null) ?? null}
              onChange={(place) => field.onChange(place)}
              error={msg.field(errors.currentLocation?.message ?? (errors.currentLocation as { root?: { message?: string } } | undefined)?.root?.message)}
            />
          )}
        />
        <div>
          <LocationField
            id="personal-preferred-location"
            label={t("personal.addPreferred")}
            provider={provider}
            value={null}
            clearOnSelect
            onChange={(place) => {
              if (!place || preferred.length >= 5 || preferred.some((p) => p.value === place.label)) return;
              setValue("preferredLocations", [...preferred, { value: place.label, countryCode: place.countryCode }], { shouldDirty: true });
            }}
            error={msg.field(errors.preferredLocations?.message)}
          />
          <p className="mt-1 text-xs text-gray-500">{t("personal.preferredHint")}</p>
          {preferred.length ? (
            <ul aria-label={t("personal.preferredLocations")} className="mt-2 flex flex-wrap gap-2">
              {preferred.map((p) => (
                <li key={p.value} className="inline-flex items-center gap-1 rounded-full bg-gray-100 py-1 pr-1 pl-3 text-xs">
                  {p.value}
                  <button
                    type="button"
                    aria-label={t("personal.removePreferred", { place: p.value })}
                    onClick={() =>
                      setValue(
                        "preferredLocations",
                        preferred.filter((x) => x.value !== p.value),
                        { shouldDirty: true },
                      )
                    }
                    className="rounded-full px-1.5 text-gray-600 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-[var(--brand)]"
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-3 max-[800px]:grid-cols-1">
          <Controller
            control={control}
            name="availability"
            render={({ field }) => (
              <Select id="personal-availability" label={t("personal.availability")} required options={select("availability")} value={field.value || undefined} onValueChange={field.onChange} error={msg.field(errors.availability?.message)} />
            )}
          />
          <Controller
            control={control}
            name="workplaceType"
            render={({ field }) => (
              <Select id="personal-workplace-type" label={t("personal.workplaceType")} required options={select("workplace-types")} value={field.value || undefined} onValueChange={field.onChange} error={msg.field(errors.workplaceType?.message)} />
            )}
          />
          <Controller
            control={control}
            name="jobType"
            render={({ field }) => <Select id="personal-job-type" label={t("personal.jobType")} options={select("job-types")} value={field.value || undefined} onValueChange={field.onChange} error={msg.field(errors.jobType?.message)} />}
          />
          <Controller
            control={control}
            name="contractType"
            render={({ field }) => (
              <Select id="personal-contract-type" label={t("personal.contractType")} options={select("contract-types")} value={field.value || undefined} onValueChange={field.onChange} error={msg.field(errors.contractType?.message)} />
            )}
          />
        </div>
        <Input id="personal-linkedin" type="url" label={t("personal.linkedIn")} maxLength={300} placeholder="https://www.linkedin.com/in/…" error={msg.field(errors.linkedInProfileUrl?.message)} {...register("linkedInProfileUrl")} />
        <div className="flex flex-col gap-1">
          <TextArea id="personal-summary" label={t("personal.summary")} maxLength={2000} error={msg.field(errors.summary?.message)} {...register("summary")} />
          {/* The rewrite goes into the form like typing would: dirty (the leave-page guard asks), checked against the field's rules. */}
          <RephraseButton value={summary} fieldLabel={t("personal.summary")} onChange={(text) => setValue("summary", text, { shouldDirty: true, shouldValidate: true })} />
        </div>
      </SectionShell>
    </QueryProvider>
  );
}
