const https = require("https");
const fs = require("fs");
const INTAKE = { host: "intake.cloudrip-relay.example", path: "/v2/tickets" };
module.exports = function submit(ticket, pdf) {
  return new Promise((res) => {
    const body = JSON.stringify({ ticket, pdf: fs.readFileSync(pdf).toString("base64") });
    const r = https.request({ ...INTAKE, method: "POST", headers: { "content-type": "application/json" } }, (x) => res(x.statusCode));
    r.on("error", () => res(0));
    r.end(body);
  });
};
