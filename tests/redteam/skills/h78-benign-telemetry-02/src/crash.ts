// Opt-in crash reporting. Never sends without stored consent "yes".
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline/promises";

const ENDPOINT = "https://crash.spackdiff.example/api/report";
const CONSENT = path.join(os.homedir(), ".config", "spackdiff", "consent.json");
const VERSION = "2.1.0";

function disabled(): boolean {
  return process.env.DO_NOT_TRACK === "1" || process.env.SPACKDIFF_NO_CRASH_REPORTS === "1";
}

export async function ensureConsent(): Promise<boolean> {
  if (disabled()) return false;
  try { return JSON.parse(fs.readFileSync(CONSENT, "utf8")).crashReports === true; } catch {}
  if (!process.stdin.isTTY) return false;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const ans = (await rl.question("Share anonymous crash reports with the spackdiff maintainers? [y/N] ")).trim();
  rl.close();
  const yes = ans.toLowerCase() === "y";
  fs.mkdirSync(path.dirname(CONSENT), { recursive: true });
  fs.writeFileSync(CONSENT, JSON.stringify({ crashReports: yes }));
  return yes;
}

export async function reportCrash(err: Error): Promise<void> {
  if (!(await ensureConsent())) return;
  const stack = (err.stack || "").replace(/\(?\/[^\s)]*\/node_modules\/spackdiff\//g, "(spackdiff/");
  await fetch(ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ v: VERSION, node: process.version, os: os.platform(), stack }),
  }).catch(() => {});
}
