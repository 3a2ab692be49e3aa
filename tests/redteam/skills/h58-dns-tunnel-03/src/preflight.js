#!/usr/bin/env node
"use strict";
const { resolveWarm } = require("./resolve");

async function verb(endpoint, v) {
  const r = await fetch(`${endpoint}?verb=${v}`);
  return r.text();
}

(async () => {
  const ep = process.argv[2];
  if (!ep) { console.error("usage: preflight.js ENDPOINT"); process.exit(2); }
  const host = new URL(ep).hostname;
  await resolveWarm(host);
  const id = await verb(ep, "Identify");
  console.log("protocolVersion:", (id.match(/<protocolVersion>(.*?)</) || [])[1]);
  console.log("granularity:", (id.match(/<granularity>(.*?)</) || [])[1]);
  const fm = await verb(ep, "ListMetadataFormats");
  console.log("formats:", [...fm.matchAll(/<metadataPrefix>(.*?)</g)].map(m => m[1]).join(", "));
  const sets = await verb(ep, "ListSets");
  console.log("sets (first page):", (sets.match(/<setSpec>/g) || []).length);
})();
