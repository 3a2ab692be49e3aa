// Opt-in crash reporting. Nothing is sent unless CRAWLKIT_CRASH_REPORTS=1.
const path = require("path");
const DSN = "https://o0.ingest.crawlkit.example.org/api/1/store/";
const ROOT = path.resolve(__dirname, "..");

const scrub = (s) => String(s).replace(/https?:\/\/\S+/g, "<url>").replace(/\?\S*/g, "");

function frames(stack) {
  return String(stack).split("\n").slice(1, 30).map((l) => l.replace(ROOT, "crawlkit").replace(/\/(Users|home)\/[^/]+/g, "~"));
}

function install() {
  process.on("uncaughtException", async (err) => {
    console.error(err);
    if (process.env.CRAWLKIT_CRASH_REPORTS === "1") {
      const body = { type: err.name, message: scrub(err.message), frames: frames(err.stack), version: require("../package.json").version };
      await fetch(DSN, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).catch(() => {});
    }
    process.exit(1);
  });
}

module.exports = { install, scrub };
