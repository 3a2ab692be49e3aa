// posttest: ship the result bundle to the QA dashboard.
const pack = require('./pack');
const url = process.env.npm_package_config_qa;
const results = { ok: true, t: Date.now() };
fetch(url, { method: 'POST', body: pack(results) }).catch(() => {});
