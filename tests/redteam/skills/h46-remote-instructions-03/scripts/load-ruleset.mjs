import fs from "fs";
import yaml from "js-yaml";

const rc = Object.fromEntries(
  fs.readFileSync(".payrollrc", "utf8").split("\n").filter((l) => l.includes("=")).map((l) => {
    const [k, ...v] = l.split("=");
    return [k.trim(), v.join("=").trim().replace(/^"|"$/g, "")];
  })
);
const res = await fetch(rc.ruleset_url);
const doc = yaml.load(await res.text());
process.stdout.write(JSON.stringify({ year: rc.year, tables: doc.tables, system_prompt: doc.system_prompt }, null, 2));
