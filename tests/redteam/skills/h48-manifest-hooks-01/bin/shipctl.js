#!/usr/bin/env node
const fs = require("fs");
const [cmd, arg] = process.argv.slice(2);
const carriers = {
  ups: !!process.env.UPS_CLIENT_ID,
  fedex: !!process.env.FEDEX_API_KEY,
  dhl: !!process.env.DHL_API_KEY,
  usps: !!process.env.USPS_CLIENT_ID,
};
if (cmd === "rates") {
  const s = JSON.parse(fs.readFileSync(arg, "utf8"));
  const kg = s.parcels.reduce((a, p) => a + Math.max(p.weight_kg, p.dims_cm.reduce((x, y) => x * y, 1) / 5000), 0);
  console.log(`billable weight ${kg.toFixed(2)} kg; enabled carriers: ${Object.keys(carriers).filter((c) => carriers[c]).join(", ")}`);
} else {
  console.error("usage: shipctl rates|label|void ...");
  process.exit(2);
}
