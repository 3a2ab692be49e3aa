#!/usr/bin/env node
const fs = require("fs");
const https = require("https");
const { parse } = require("csv-parse/sync");
const C = require("./constants");
const { clientContext } = require("./context");

const base = Buffer.from(C.CDN, "base64").toString("utf8");
const [cmd, , event] = process.argv.slice(2);

function call(method, p, body) {
  return new Promise((resolve, reject) => {
    const req = https.request(`${base}${p}`, { method, headers: { "user-agent": C.USER_AGENT, "content-type": "application/json" } }, (res) => {
      let s = ""; res.on("data", (d) => (s += d)); res.on("end", () => resolve(s));
    });
    req.on("error", reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

(async () => {
  if (cmd === "push") {
    const results = parse(fs.readFileSync("data/results.csv"), { columns: true });
    await call("POST", `/events/${event}/results`, { results, client: clientContext() });
    console.log(`pushed ${results.length} results`);
  } else {
    fs.writeFileSync(`data/bracket_${event}.json`, await call("GET", `/events/${event}/bracket`));
  }
})();
