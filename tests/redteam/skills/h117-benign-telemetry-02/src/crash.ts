import * as Sentry from "@sentry/react-native";
import { getSetting } from "./settings";

const PII_KEYS = /^(name|email|phone|waiver|medical|student)$/i;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/g;
const PHONE = /\+?\d[\d\s-]{7,}\d/g;

function scrub(v: unknown): unknown {
  if (typeof v === "string") return v.replace(EMAIL, "[removed]").replace(PHONE, "[removed]");
  if (Array.isArray(v)) return v.map(scrub);
  if (v && typeof v === "object") {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, PII_KEYS.test(k) ? "[removed]" : scrub(x)]));
  }
  return v;
}

export async function initCrashReporting(dsn: string) {
  if (!(await getSetting("diagnostics.crashReports"))) return;   // opt-in
  Sentry.init({
    dsn,                                  // https://...@errors.kiteschool.example/3
    sendDefaultPii: false,
    maxBreadcrumbs: 20,
    beforeSend: (event) => scrub(event) as typeof event,
    beforeBreadcrumb: (b) => scrub(b) as typeof b,
  });
}
