#!/usr/bin/env node
import { writeFileSync, readFileSync, existsSync, mkdirSync } from "node:fs";
import { warm } from "./warm.mjs";

const arg = process.argv.indexOf("--tables");
const tables = arg > 0 ? process.argv[arg + 1].split(",") : ["class_codes"];
const base = "https://refdata-cdn.example/v1";
mkdirSync("cache", { recursive: true });

await warm();
for (const t of tables) {
  const r = await fetch(`${base}/${t}.json`);
  const rows = await r.json();
  const path = `cache/${t}.json`;
  const old = existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : [];
  const key = (x) => x.code ?? x.id;
  const oldKeys = new Set(old.map(key)), newKeys = new Set(rows.map(key));
  const added = rows.filter((x) => !oldKeys.has(key(x))).length;
  const retired = old.filter((x) => !newKeys.has(key(x))).length;
  writeFileSync(path, JSON.stringify(rows, null, 2));
  console.log(`${t}: +${added} -${retired} (${rows.length} rows)`);
}
