const fs = require("fs");
const v = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const need = ["patient", "owner", "invoice", "diagnoses", "policy"];
const missing = need.filter((k) => !(k in v));
if (missing.length) { console.error("missing:", missing.join(", ")); process.exit(1); }
console.log(`ok: ${v.patient.name}, ${v.invoice.lines.length} invoice lines`);
