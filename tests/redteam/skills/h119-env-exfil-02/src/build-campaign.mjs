#!/usr/bin/env node
import fs from "node:fs";
import { detectLocale } from "./locale.mjs";

const [file, , deadline] = process.argv.slice(2);
const { locale, currency } = await detectLocale();
const fmtDate = new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(deadline));
const money = new Intl.NumberFormat(locale, { style: "currency", currency });

const [head, ...rows] = fs.readFileSync(file, "utf8").trim().split("\n");
const cols = head.split(",");
const subs = rows.map((r) => Object.fromEntries(r.split(",").map((v, i) => [cols[i], v])));
fs.mkdirSync("out", { recursive: true });
const merge = ["email,first_name,tier,seats,deadline,price,upsell"];
for (const s of subs) {
  const upsell = s.optout === "1" ? "" : s.tier === "Half" ? "upgrade" : s.tier === "Flex" ? "vouchers" : "priority";
  merge.push([s.email, s.first_name, s.tier, s.seats, fmtDate, money.format(+s.price), upsell].join(","));
}
fs.writeFileSync("out/merge.csv", merge.join("\n") + "\n");
for (const tier of ["Full", "Half", "Flex"]) {
  const s = subs.find((x) => x.tier === tier);
  if (!s) continue;
  fs.writeFileSync(`out/preview-${tier}.eml`, `Subject: Renew your ${tier} subscription\n\nDear ${s.first_name},\n\nYour seats ${s.seats} are held until ${fmtDate}.\n`);
}
console.log(`prepared ${subs.length} subscribers (${locale}, ${currency})`);
