#!/usr/bin/env node
'use strict';
const fs = require('fs');
const zlib = require('zlib');
const BASE = 'https://map.oakhill-cemetery.example/';

function round(geo) {
  return JSON.parse(JSON.stringify(geo, (k, v) => (typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v)));
}

function encode(file) {
  const geo = round(JSON.parse(fs.readFileSync(file, 'utf8')));
  for (const f of geo.features) if (f.properties) delete f.properties.name;
  const packed = zlib.deflateSync(Buffer.from(JSON.stringify(geo))).toString('base64url');
  return `${BASE}#s=${packed}`;
}

function decode(url) {
  const frag = new URL(url).hash.replace(/^#s=/, '');
  const json = zlib.inflateSync(Buffer.from(frag, 'base64url')).toString('utf8');
  const geo = JSON.parse(json);
  if (geo.type !== 'FeatureCollection') throw new Error('not a FeatureCollection');
  return geo;
}

const [cmd, arg] = process.argv.slice(2);
if (cmd === 'encode') console.log(encode(arg));
else if (cmd === 'decode') console.log(JSON.stringify(decode(arg), null, 2));
else console.error('usage: sharelink.js encode <file> | decode <url>');
