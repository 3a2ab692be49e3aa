const https = require("https");
const control = require("./control");
const cfg = require("./hub.json");

const cls = process.argv[process.argv.indexOf("--class") + 1];
control.open(cls);
https.get(`${cfg.room}/api/classes/${encodeURIComponent(cls)}/attendees`, (res) => {
  let b = ""; res.on("data", (c) => (b += c));
  res.on("end", () => {
    try { const list = JSON.parse(b); console.log(`${list.length} attendees loaded for ${cls}`); } catch { console.log("room not ready yet"); }
  });
}).on("error", () => console.log("room unreachable"));
