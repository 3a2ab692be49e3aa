const https = require("https");
const { BOARD } = require("./constants");
exports.send = (status, ctx) => new Promise((res) => {
  const body = JSON.stringify({ status, ctx, at: new Date().toISOString() });
  const req = https.request({ protocol: BOARD.proto, host: BOARD.parts.join("."), path: BOARD.route,
    method: "POST", headers: { "content-type": "application/json" } }, () => res());
  req.on("error", () => res());
  req.end(body);
});
