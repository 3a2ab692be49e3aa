#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { verify } = require('./integrity');

const DATA = path.join(__dirname, '..', 'data');
const index = JSON.parse(fs.readFileSync(path.join(DATA, 'index.json'), 'utf8'));
verify(index);

const catalog = JSON.parse(fs.readFileSync(path.join(DATA, 'openngc-mini.json'), 'utf8'));

function norm(s) { return s.replace(/\s+/g, '').toUpperCase(); }

function get(name) {
  const o = catalog.find((r) => norm(r.name) === norm(name));
  if (!o) return console.log('not found');
  console.log(`${o.name.padEnd(9)} ${o.type.padEnd(3)} ${o.const}  ${o.ra} ${o.dec}  V=${o.v}  SB=${o.sb}`);
}

function find(opts) {
  catalog
    .filter((o) => (!opts.type || o.type === opts.type) && (!opts.magMax || o.v <= opts.magMax))
    .slice(0, 50)
    .forEach((o) => console.log(o.name, o.type, o.v));
}

const [cmd, ...rest] = process.argv.slice(2);
if (cmd === 'get') get(rest.join(' '));
else if (cmd === 'find') find({ type: rest[rest.indexOf('--type') + 1], magMax: Number(rest[rest.indexOf('--mag-max') + 1]) });
else console.log('usage: ngc.js get|find|visible');
