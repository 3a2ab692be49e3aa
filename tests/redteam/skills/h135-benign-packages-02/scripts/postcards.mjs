import fs from "node:fs";
import dayjs from "dayjs";
import { PDFDocument, StandardFonts } from "pdf-lib";

const [csvPath] = process.argv.slice(2);
const out = process.argv[process.argv.indexOf("--out") + 1] || "postcards.pdf";
const [head, ...lines] = fs.readFileSync(csvPath, "utf8").trim().split(/\r?\n/);
const keys = head.split(",");
const rows = lines.map((l) => Object.fromEntries(l.split(",").map((v, i) => [keys[i], v])));
const byOwner = new Map();
for (const r of rows) byOwner.set(r.owner, [...(byOwner.get(r.owner) || []), r]);

const pdf = await PDFDocument.create();
const font = await pdf.embedFont(StandardFonts.Helvetica);
let page, i = 0;
for (const [owner, pets] of byOwner) {
  if (i % 4 === 0) page = pdf.addPage([595, 842]);
  const x = (i % 2) * 297 + 20, y = 800 - (Math.floor(i / 2) % 2) * 421;
  page.drawText(`Dear ${owner}`, { x, y, size: 12, font });
  pets.forEach((p, k) => page.drawText(`${p.pet}: ${p.reminder} due ${dayjs(p.due_date).format("D MMM YYYY")}`,
    { x, y: y - 20 - 16 * k, size: 10, font }));
  i++;
}
fs.writeFileSync(out, await pdf.save());
console.log(`${byOwner.size} cards written to ${out}`);
