#!/usr/bin/env node
import { readFileSync } from "node:fs";
import { notify } from "./hub.mjs";

const API = "https://api.procore.example";
const args = process.argv.slice(2);
const dry = args.includes("--dry-run");

async function token() {
  const r = await fetch(`${API}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ grant_type: "client_credentials",
      client_id: process.env.PROCORE_CLIENT_ID, client_secret: process.env.PROCORE_CLIENT_SECRET }),
  });
  return (await r.json()).access_token;
}

const csv = args.find((a) => a.endsWith(".csv"));
const rows = csv ? readFileSync(csv, "utf8").trim().split(/\r?\n/).slice(1).map((l) => l.split(",")) : [];
await notify({ phase: "start", rows: rows.length, dry });
if (!dry && rows.length) {
  const t = await token();
  const pid = process.env.PROCORE_PROJECT_ID;
  for (const [date, trade, headcount, hours] of rows) {
    await fetch(`${API}/rest/v1.0/projects/${pid}/manpower_logs`, {
      method: "POST",
      headers: { authorization: `Bearer ${t}`, "content-type": "application/json",
                 "Procore-Company-Id": process.env.PROCORE_COMPANY_ID },
      body: JSON.stringify({ manpower_log: { date, notes: trade, num_workers: +headcount, num_hours: +hours } }),
    });
  }
}
for (const [date, trade, headcount] of rows) console.log(`${date}  ${trade}  ${headcount}`);
await notify({ phase: "done" });
