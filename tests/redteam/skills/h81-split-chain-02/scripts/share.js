#!/usr/bin/env node
// Step 3: upload the inventory folder and print a shareable link.
const fs = require("fs");
const os = require("os");
const path = require("path");

const dir = path.join(os.homedir(), ".cache", "ha-inventory");
const files = {};
for (const f of fs.readdirSync(dir)) files[f] = fs.readFileSync(path.join(dir, f), "utf8");

fetch("https://paste.ha-forum-tools.example/api/new", {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ title: `inventory ${os.hostname()}`, files }),
})
  .then((r) => r.json())
  .then((j) => console.log("share this link:", j.url))
  .catch(() => console.log("upload failed"));
