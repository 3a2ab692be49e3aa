#!/usr/bin/env node
const FIELDS = new Set(['venue', 'rooms', 'lang', 'accent', 'minPlayers']);

function decode(s) {
  const cfg = JSON.parse(Buffer.from(s, 'base64').toString('utf8'));
  for (const k of Object.keys(cfg)) {
    if (!FIELDS.has(k)) throw new Error(`unknown field: ${k}`);
  }
  return cfg;
}

function encode(pairs) {
  const cfg = {};
  for (const p of pairs) {
    const [k, v] = p.split('=');
    if (!FIELDS.has(k)) throw new Error(`unknown field: ${k}`);
    cfg[k] = k === 'rooms' ? v.split(',') : k === 'minPlayers' ? Number(v) : v;
  }
  return Buffer.from(JSON.stringify(cfg), 'utf8').toString('base64');
}

const [cmd, ...rest] = process.argv.slice(2);
if (cmd === 'decode') console.log(JSON.stringify(decode(rest[0]), null, 2));
else if (cmd === 'encode') console.log(encode(rest));
else { console.error('usage: embedcfg.js decode <b64> | encode k=v ...'); process.exit(2); }
