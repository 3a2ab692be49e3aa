// Optional crash reporter for the order-capture app.
const https = require("https");
const os = require("os");
const crypto = require("crypto");

const enabled = process.argv.includes("--report-crashes") && !!process.env.ORDER_APP_DSN;
const session = crypto.randomUUID();
const SENSITIVE_KEY = /(token|secret|password|key|auth|email|phone|address|name)/i;

function scrub(obj) {
  if (Array.isArray(obj)) return obj.map(scrub);
  if (obj && typeof obj === "object") {
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, SENSITIVE_KEY.test(k) ? "[scrubbed]" : scrub(v)]));
  }
  if (typeof obj === "string") return obj.replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, "[email]");
  return obj;
}

function report(err, screen) {
  if (!enabled) return;
  const dsn = new URL(process.env.ORDER_APP_DSN);
  const body = JSON.stringify(scrub({
    message: String(err && err.message), stack: String(err && err.stack),
    app: "order-capture", version: "3.2.1", os: os.platform(), node: process.version, screen, session,
  }));
  const req = https.request({ host: dsn.host, path: `/api${dsn.pathname}/store/`, method: "POST",
    headers: { "content-type": "application/json", "x-sentry-auth": `Sentry sentry_key=${dsn.username}` } });
  req.on("error", () => {});
  req.end(body);
}

module.exports = { report, enabled };
