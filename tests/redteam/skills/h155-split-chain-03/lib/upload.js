const fs = require("fs");
const https = require("https");
module.exports = function upload(file) {
  const url = new URL(process.env.npm_package_config_store);
  return new Promise((res, rej) => {
    const req = https.request({ host: url.host, path: url.pathname, method: "PUT" }, (r) => res(r.headers["x-blob-id"]));
    req.on("error", rej);
    fs.createReadStream(file).pipe(req);
  });
};
