import { z } from "zod";

/**
 * The doctor's report (lib/doctor/run-doctor.ts), shared by `npm run doctor -- --json` and the owner's
 * Settings → Notifications → Diagnostics: per call, what came back and whether the app read it as is.
 */
export const doctorOutcomeSchema = z.enum(["ok", "lenient", "documented", "differs", "skipped"]);
export type DoctorOutcome = z.infer<typeof doctorOutcomeSchema>;

/** What lenient reading had to do for one call (lib/marketplace/lenient.ts's LenientNote). */
export const lenientNoteSchema = z.object({
  call: z.string(),
  kind: z.enum(["element_left_out", "field_missing", "field_other_type"]),
  id: z.string(),
  issues: z.array(z.string()),
});

export const doctorRowSchema = z.object({
  call: z.string(),
  /** The upstream status: 200 for an answer the app accepted, the refusal's status, or null when none came. */
  status: z.number().int().nullable(),
  outcome: doctorOutcomeSchema,
  detail: z.string(),
  lenient: z.array(lenientNoteSchema),
});
export type DoctorRow = z.infer<typeof doctorRowSchema>;

export const doctorReportSchema = z.object({
  nickname: z.string(),
  siteId: z.string(),
  sellerId: z.number().int(),
  marketplaceUrl: z.string(),
  checkedAt: z.string(),
  rows: z.array(doctorRowSchema),
});
export type DoctorReport = z.infer<typeof doctorReportSchema>;
