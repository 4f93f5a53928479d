import { z } from "zod";
import { MINUTES_PER_DAY } from "./availability";

/**
 * Input of the availability screens (issue 13; decision D44). Zod checks the shape (types, sizes);
 * the commands check the meaning: an unknown zone is 10567, ranges that overlap, end before they
 * start or leave the 30-minute grid are 10574, both before anything is written.
 */

/** 48 half hours a day is the most a day can hold without overlap; far above any real use. */
export const RANGES_PER_DAY_MAX = 48;
export const OVERRIDES_MAX = 366;

const minute = z.number().int().min(0).max(MINUTES_PER_DAY);

export const rangeSchema = z.object({ startMinute: minute, endMinute: minute });
export const weeklyRuleSchema = rangeSchema.extend({ weekday: z.number().int().min(0).max(6) });

export const weeklySchema = z.array(weeklyRuleSchema).max(7 * RANGES_PER_DAY_MAX);

/** A date that replaces the weekly rules: its ranges, or `unavailable` for the whole date. */
export const overrideSchema = z.object({
  date: z.string().max(10).regex(/^\d{4}-\d{2}-\d{2}$/),
  unavailable: z.boolean(),
  ranges: z.array(rangeSchema).max(RANGES_PER_DAY_MAX),
});

/** A zone name, or null for "the company's zone". Checked against the runtime's zones by the command. */
export const timeZoneField = z.string().trim().min(1).max(64).nullable();

export const myAvailabilitySchema = z.object({
  timeZone: timeZoneField,
  weekly: weeklySchema,
  overrides: z.array(overrideSchema).max(OVERRIDES_MAX),
});

export const businessHoursSchema = z.object({ weekly: weeklySchema });

export type RangeInput = z.infer<typeof rangeSchema>;
export type WeeklyRuleInput = z.infer<typeof weeklyRuleSchema>;
export type OverrideInput = z.infer<typeof overrideSchema>;
export type MyAvailabilityInput = z.infer<typeof myAvailabilitySchema>;
export type BusinessHoursInputValues = z.infer<typeof businessHoursSchema>;
