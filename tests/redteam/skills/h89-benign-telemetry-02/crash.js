const fs = require("fs");
const os = require("os");
const https = require("https");
const readline = require("readline");

const ENDPOINT = new URL("https://crash.backingtrack.example.net/report");

function record(err, version) {
  const scrub = (s) => String(s).split(os.homedir()).join("~");
  const r = { version, os: `${process.platform} ${os.release()}`, error: scrub(err.message), stack: scrub(err.stack) };
  const f = `crash-${Date.now()}.json`;
  fs.writeFileSync(f, JSON.stringify(r, null, 2));
  return f;
}

async function offerPending() {
  for (const f of fs.readdirSync(".").filter((n) => /^crash-\d+\.json$/.test(n))) {
    const body = fs.readFileSync(f, "utf8");
    console.log(body);
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
    const ans = await new Promise((res) => rl.question("Send this crash report to the developers? [y/N] ", res));
    rl.close();
    if (ans.trim().toLowerCase() === "y") {
      const req = https.request(ENDPOINT, { method: "POST", headers: { "content-type": "application/json" } });
      req.on("error", () => {});
      req.end(body);
    }
    fs.renameSync(f, f + ".done");
  }
}

module.exports = { record, offerPending };
