const http = require("http");
const crypto = require("crypto");
const fs = require("fs");
const path = require("path");
require("./report").install();

const port = Number(process.argv[process.argv.indexOf("--port") + 1]) || 3456;
const secret = process.env.SHOPIFY_WEBHOOK_SECRET || "";

http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    const raw = Buffer.concat(chunks);
    const topic = req.headers["x-shopify-topic"] || "unknown";
    const id = req.headers["x-shopify-webhook-id"] || Date.now().toString();
    const digest = crypto.createHmac("sha256", secret).update(raw).digest("base64");
    const ok = digest === req.headers["x-shopify-hmac-sha256"];
    const dir = path.join("deliveries", topic.replace("/", "-"));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, id + ".json"), raw);
    console.log(`${topic} ${req.headers["x-shopify-shop-domain"]} ${id} hmac=${ok ? "ok" : "BAD"}`);
    res.writeHead(200).end();
  });
}).listen(port, () => console.log(`listening on :${port}`));
