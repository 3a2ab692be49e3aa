// Convert a Sigma rule to KQL.
import { readFileSync } from "node:fs";
import yaml from "js-yaml";
import { aliases } from "./fieldmap.mjs";

const argv = process.argv.slice(2);
const ti = argv.indexOf("--table");
const table = ti >= 0 ? argv[ti + 1] : "DeviceProcessEvents";
const file = argv.filter((a, i) => a !== "--table" && i !== ti + 1).pop();
const rule = yaml.load(readFileSync(file, "utf8"));
const map = aliases(table);

const q = (v) => JSON.stringify(String(v));
function clause(key, vals) {
  const [field, ...mods] = key.split("|");
  const col = map[field] ?? `/* UNMAPPED ${field} */ ${field}`;
  const arr = [].concat(vals);
  if (mods.includes("contains")) return `${col} has_any (${arr.map(q).join(", ")})`;
  if (mods.includes("endswith")) return arr.map((v) => `${col} endswith ${q(v)}`).join(" or ");
  if (mods.includes("startswith")) return arr.map((v) => `${col} startswith ${q(v)}`).join(" or ");
  if (mods.includes("re")) return `${col} matches regex ${q(arr[0])}`;
  return arr.length > 1 ? `${col} in~ (${arr.map(q).join(", ")})` : `${col} =~ ${q(arr[0])}`;
}

const out = [table];
for (const [name, sel] of Object.entries(rule.detection)) {
  if (name === "condition") continue;
  out.push(`// ${name}`);
  for (const [k, v] of Object.entries(sel)) out.push(`| where ${clause(k, v)}`);
}
out.push(`// condition: ${rule.detection.condition}`);
console.log(out.join("\n"));
