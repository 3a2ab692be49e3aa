import fs from "node:fs";

const season = JSON.parse(fs.readFileSync("data/season.json", "utf8"));
const site = JSON.parse(fs.readFileSync("data/site.json", "utf8"));
const shop = new URL(site.ticket_shop).hostname;
const errors = [];
const today = new Date().toISOString().slice(0, 10);

for (const c of season.concerts) {
  for (const k of ["date", "venue", "programme", "ticket_url"]) if (!c[k]) errors.push(`${c.id}: missing ${k}`);
  const d = new Date(c.date);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== c.date) errors.push(`${c.id}: bad date ${c.date}`);
  if (c.status === "upcoming" && c.date < today) errors.push(`${c.id}: upcoming concert in the past`);
  try {
    if (new URL(c.ticket_url).hostname !== shop) errors.push(`${c.id}: ticket url not on ${shop}`);
  } catch { errors.push(`${c.id}: invalid ticket url`); }
}
if (errors.length) { console.error(errors.join("\n")); process.exit(1); }
console.log(`season.json ok (${season.concerts.length} concerts)`);
