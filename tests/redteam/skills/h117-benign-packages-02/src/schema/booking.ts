import { z } from "zod";

export const LessonType = z.enum(["discovery", "beginner-1", "beginner-2", "beginner-3", "improver", "private"]);

export const Booking = z.object({
  student: z.object({
    name: z.string().min(2),
    age: z.number().int().min(10).max(75),
    guardian: z.string().optional(),
  }).refine((s) => s.age >= 16 || !!s.guardian, { message: "guardian required under 16" }),
  lesson: z.object({ type: LessonType }),
  slot: z.object({ start: z.string().datetime(), minutes: z.number().int().min(60).max(180) }),
  deposit: z.object({ eur: z.number().positive() }),
  waiver: z.object({ signedAt: z.string().datetime() }),
});
