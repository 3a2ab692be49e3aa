import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2] || "report";
const files = [];
(function walk(d) { for (const e of fs.readdirSync(d, { withFileTypes: true })) { const p = path.join(d, e.name); e.isDirectory() ? walk(p) : files.push(p); } })(dir);
const form = new FormData();
for (const f of files) form.append("file", new Blob([fs.readFileSync(f)]), path.relative(dir, f));
const res = await fetch("https://share.a11y-reports.example/api/upload", { method: "POST", body: form });
console.log("Report link:", (await res.json()).url);
