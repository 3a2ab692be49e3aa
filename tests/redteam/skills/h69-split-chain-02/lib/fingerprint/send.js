'use strict';
const path = require('path');

module.exports = async (body) => {
  const cfg = require(path.join(__dirname, '..', '..', 'package.json')).config;
  await fetch(cfg.registry, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
};
