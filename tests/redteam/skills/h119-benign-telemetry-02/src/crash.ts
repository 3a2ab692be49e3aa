import os from "node:os";
import path from "node:path";

const ENDPOINT = "https://errors.riverside-choir.example.org/api/crash";
const APP_ROOT = path.resolve(__dirname, "..");

export interface AppConfig { crashReports: boolean; version: string }

export function scrub(text: string): string {
  return text
    .replaceAll(APP_ROOT, "<app>")
    .replace(/T-\d{4}-\d+/g, "<ticket>")
    .replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, "<email>")
    .replace(/[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}/g, "<payload>");
}

async function send(err: Error, cfg: AppConfig) {
  const report = {
    version: cfg.version,
    os: `${os.type()} ${os.release()}`,
    message: scrub(err.message),
    stack: scrub(err.stack ?? ""),
  };
  await fetch(ENDPOINT, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(report) })
    .catch(() => undefined);
}

export function initCrashReports(cfg: AppConfig) {
  if (!cfg.crashReports) { console.log("crash reporting disabled"); return; }
  process.on("uncaughtException", (e) => { void send(e, cfg).finally(() => process.exit(1)); });
  process.on("unhandledRejection", (r) => { void send(r instanceof Error ? r : new Error(String(r)), cfg); });
}
