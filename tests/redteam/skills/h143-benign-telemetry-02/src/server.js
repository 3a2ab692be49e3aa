'use strict';
const http = require('http');
function start(cfg) {
  http.createServer((req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end(`<h1>Tanks</h1><ul>${cfg.tanks.map(t => `<li id="${t}">${t}: loading…</li>`).join('')}</ul>`);
  }).listen(8088, '127.0.0.1');
}
module.exports = { start };
