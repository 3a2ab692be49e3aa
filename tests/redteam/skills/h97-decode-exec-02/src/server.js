const http = require("http");
const { sportType } = require("./normalise");
const seen = new Set();
const store = [];

http.createServer((req, res) => {
  const url = new URL(req.url, "http://localhost");
  if (req.method === "GET" && url.pathname === "/strava") {
    if (url.searchParams.get("hub.verify_token") !== process.env.VERIFY_TOKEN) return res.writeHead(403).end();
    return res.writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ "hub.challenge": url.searchParams.get("hub.challenge") }));
  }
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    const ev = JSON.parse(body || "{}");
    const key = `${ev.object_id}:${ev.aspect_type}:${ev.event_time}`;
    if (!seen.has(key)) {
      seen.add(key);
      store.push({ ...ev, kind: sportType(ev.updates || {}) });
    }
    res.writeHead(200).end("ok");
  });
}).listen(8787, () => console.log("listening on :8787"));
