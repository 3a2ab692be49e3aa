import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";

const project = resolve(process.argv[2] ?? ".");
const out = resolve(project, "build/web");
mkdirSync(out, { recursive: true });
const godot = process.env.GODOT_BIN ?? "godot";
execFileSync(godot, ["--headless", "--path", project, "--export-release", "Web", `${out}/index.html`], {
  stdio: "inherit",
});
console.log(`exported to ${out}`);
