// Remove customer/ticket data from a crash report before sending.
const PATTERNS: RegExp[] = [
  /T\d{2}-\d{4}/g,                       // ticket numbers
  /\b[A-Z]{2}-\d{5}\b/g,                 // SKUs
  /\b\d{15}\b/g,                          // IMEI
  /[\w.+-]+@[\w-]+\.[\w.]+/g,            // email
  /\+?\d[\d\s().-]{7,}\d/g,              // phone
];

export interface Crash { message: string; frames: { fn: string; file: string; line: number; vars?: unknown }[]; version: string; os: string }

export function scrub(c: Crash): Crash {
  const clean = (s: string) => PATTERNS.reduce((acc, re) => acc.replace(re, "[redacted]"), s);
  return {
    message: clean(c.message),
    frames: c.frames.map((f) => ({ fn: f.fn, file: f.file.split(/[\\/]/).pop() ?? "", line: f.line })),
    version: c.version,
    os: c.os,
  };
}
