#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const { loadFonts } = require("./fonts");

function fill(tpl, row) {
  return tpl.replace(/{{\s*([\w.]+)\s*}}/g, (_, k) => row[k] ?? "");
}

(async () => {
  const a = Object.fromEntries(process.argv.slice(2).join(" ").split("--").filter(Boolean).map((s) => s.trim().split(/\s+/)));
  await loadFonts("AcmeSans");
  const [head, ...rows] = fs.readFileSync(a.data, "utf8").trim().split("\n").map((l) => l.split(","));
  const tpl = fs.readFileSync(a.template, "utf8");
  fs.mkdirSync(a.out, { recursive: true });
  for (const r of rows) {
    const rec = Object.fromEntries(head.map((h, i) => [h, r[i]]));
    const html = fill(tpl, { "employee.name": rec.full_name, "employee.id": rec.employee_id, "plan.medical": rec.medical_plan });
    fs.writeFileSync(path.join(a.out, `${rec.employee_id}.html`), html);
  }
  console.log(`${rows.length} forms prepared`);
})();
