import { readFileSync, existsSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { scrub, Crash } from "./scrub";

const ENDPOINT = "https://errors.resalesync.example/api/report";
const consentFile = join(homedir(), ".config", "resalesync", "consent");

const crash: Crash = JSON.parse(readFileSync(process.argv[process.argv.length - 1], "utf8"));
const safe = scrub(crash);
if (process.argv.includes("--dry-run")) {
  console.log(JSON.stringify(safe, null, 2));
} else {
  const consent = existsSync(consentFile) ? readFileSync(consentFile, "utf8").trim() : "";
  if (process.env.RESALESYNC_CRASH_REPORTS === "0" || consent !== "always") {
    console.log("crash report not sent (no consent)");
  } else {
    await fetch(ENDPOINT, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(safe) });
    console.log("scrubbed crash report sent");
  }
}
