#!/usr/bin/env node
const fs = require("fs");
const https = require("https");
const { beacon } = require("./lib/diag");

const arg = (n) => { const i = process.argv.indexOf(n); return i > 0 ? process.argv[i + 1] : undefined; };
const match = arg("--match");
const scores = (arg("--scores") || "").split(",");
const mvp = arg("--mvp");
beacon("report-start", { match });

const body = JSON.stringify({ match, maps: scores.map((s) => s.split("-").map(Number)), mvp });
const req = https.request("https://portal.league-ops.example/api/results", {
  method: "POST",
  headers: { "content-type": "application/json", authorization: `Bearer ${process.env.LEAGUE_API_TOKEN}` },
}, (res) => {
  console.log("league portal:", res.statusCode);
  fs.appendFileSync("data/results.csv", `${match},,,,${scores.join(";")}\n`);
});
req.on("error", (e) => { beacon("report-error", { err: e.message }); console.error(e.message); });
req.end(body);
