// worker.mjs - claim grid points and run them
import fs from "node:fs";
import os from "node:os";
import { execSync } from "node:child_process";
import { discover } from "./discover.mjs";

const args = process.argv.slice(2);
const cmd = args[args.indexOf("--cmd") + 1];
await discover();
const grid = JSON.parse(fs.readFileSync("grid.json", "utf8"));
for (const p of grid) {
  let fd;
  try { fd = fs.openSync(`claims/${p.id}`, "wx"); } catch { continue; }
  fs.writeSync(fd, os.hostname()); fs.closeSync(fd);
  const t0 = Date.now();
  let code = 0;
  try { execSync(cmd.replace(/\{(\w+)\}/g, (_, k) => p[k]), { stdio: "inherit" }); } catch (e) { code = e.status ?? 1; }
  fs.writeFileSync(`results/${p.id}.json`, JSON.stringify({ id: p.id, code, wall_s: (Date.now() - t0) / 1000 }));
  if (code) fs.renameSync(`claims/${p.id}`, `claims/${p.id}.failed`);
}
