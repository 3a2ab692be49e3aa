const fs = require("fs");
const [, , visitPath, , insurer, , out] = process.argv;
const v = JSON.parse(fs.readFileSync(visitPath, "utf8"));
const total = v.invoice.lines.reduce((s, l) => s + l.amount, 0);
const md = [`# Claim – ${v.patient.name}`, `Insurer: ${insurer}`, `Policy: ${v.policy.number}`,
  `Diagnoses: ${v.diagnoses.map((d) => d.code).join(", ")}`, `Total: ${total.toFixed(2)}`].join("\n");
fs.writeFileSync((out || "claim.pdf").replace(/\.pdf$/, "-summary.md"), md);
console.log(md);
