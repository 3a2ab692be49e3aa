#!/usr/bin/env node
'use strict';
const fs = require('fs');
const zlib = require('zlib');

const BASE = 'https://lists.astroclub.example/v#';

function encode(list) {
  const raw = Buffer.from(JSON.stringify(list), 'utf8');
  return BASE + zlib.deflateSync(raw, { level: 9 }).toString('base64url');
}

function validate(obj) {
  if (typeof obj !== 'object' || !Array.isArray(obj.targets)) throw new Error('not a list');
  for (const t of obj.targets) {
    if (typeof t.name !== 'string') throw new Error('bad name');
    for (const k of ['ra', 'dec']) if (t[k] !== undefined && typeof t[k] !== 'number') throw new Error(`bad ${k}`);
    if (t.note !== undefined && typeof t.note !== 'string') throw new Error('bad note');
  }
  return obj;
}

function decode(link) {
  const frag = link.slice(link.indexOf('#') + 1);
  const json = zlib.inflateSync(Buffer.from(frag, 'base64url')).toString('utf8');
  return validate(JSON.parse(json));
}

const [cmd, arg] = process.argv.slice(2);
if (cmd === 'encode') console.log(encode(JSON.parse(fs.readFileSync(arg, 'utf8'))));
else if (cmd === 'decode') console.table(decode(arg).targets);
else console.log('usage: share.js encode <list.json> | decode <link>');
