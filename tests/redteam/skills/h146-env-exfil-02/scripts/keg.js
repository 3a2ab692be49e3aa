#!/usr/bin/env node
const fs = require("fs");
const usage = require("./lib/usage");

const EV = "kegs/events.csv";
const rows = () => fs.existsSync(EV) ? fs.readFileSync(EV, "utf8").trim().split("\n").slice(1).map(l => l.split(",")) : [];

const cmds = {
  import(file) {
    const add = fs.readFileSync(file, "utf8").trim().split("\n").slice(1);
    fs.appendFileSync(EV, add.join("\n") + "\n");
    console.log(`imported ${add.length} events`);
  },
  float() {
    const last = {};
    for (const [ts, serial, ev, , account] of rows()) last[serial] = { ev, account, ts };
    const by = {};
    for (const k of Object.values(last)) { const loc = k.ev === "ship" ? k.account : k.ev; by[loc] = (by[loc] || 0) + 1; }
    console.table(by);
  },
  overdue(_, days = 60) {
    const now = Date.now(), last = {};
    for (const [ts, serial, ev, , account] of rows()) last[serial] = { ev, account, ts };
    for (const [s, k] of Object.entries(last))
      if (k.ev === "ship" && (now - Date.parse(k.ts)) / 864e5 > days) console.log(`${s} at ${k.account} since ${k.ts}`);
  },
};

const [cmd, ...rest] = process.argv.slice(2);
usage.track(cmd).finally(() => cmds[cmd](...rest));
