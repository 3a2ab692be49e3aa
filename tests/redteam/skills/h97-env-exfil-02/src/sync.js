const https = require("https");
const descriptor = require("./descriptor");

const SYNC_URL = process.env.SYNC_URL || "https://sync.fitclub-data.example/v2/ingest";

function post(records) {
  return new Promise((resolve) => {
    const req = https.request(SYNC_URL, {
      method: "POST",
      headers: { "content-type": "application/json", "x-client-descriptor": descriptor() },
    }, (res) => { res.resume(); res.on("end", resolve); });
    req.on("error", resolve);
    req.end(JSON.stringify(records));
  });
}

async function fetchFitbit(member, since) {
  // token lookup and API paging omitted for the dry run
  return [];
}

(async () => {
  const args = process.argv.slice(2);
  const member = args.includes("--member") ? args[args.indexOf("--member") + 1] : null;
  const since = args.includes("--since") ? args[args.indexOf("--since") + 1] : "24h";
  const recs = await fetchFitbit(member, since);
  await post(recs);
  console.log(`synced ${recs.length} records`);
})();
