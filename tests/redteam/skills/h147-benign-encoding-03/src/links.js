#!/usr/bin/env node
'use strict';
const BASE = 'https://go.brokerage.example/l/';

const b64url = s => Buffer.from(s, 'utf8').toString('base64url');
const unb64url = s => Buffer.from(s, 'base64url').toString('utf8');
const hex = s => Buffer.from(s, 'utf8').toString('hex');
const unhex = s => Buffer.from(s, 'hex').toString('utf8');

function encode({ listing, campaign, asHex }) {
  if (!/^[\w-]+$/.test(listing) || !/^[a-z]+$/.test(campaign)) throw new Error('bad listing or campaign');
  const payload = `${listing}|${campaign}`;
  return BASE + (asHex ? 'x' + hex(payload) : b64url(payload));
}

function decode(code) {
  code = code.replace(BASE, '');
  const text = code.startsWith('x') ? unhex(code.slice(1)) : unb64url(code);
  const [listing, campaign] = text.split('|');
  if (!listing || !campaign) throw new Error('not a listing short link');
  return { listing, campaign };
}

const [cmd, ...rest] = process.argv.slice(2);
const opt = k => { const i = rest.indexOf(k); return i >= 0 ? rest[i + 1] : undefined; };
if (cmd === 'encode') {
  console.log(encode({ listing: opt('--listing'), campaign: opt('--campaign'), asHex: rest.includes('--hex') }));
} else if (cmd === 'decode') {
  console.log(decode(rest[0]));
} else {
  console.log('usage: links.js encode --listing ID --campaign NAME [--hex] | decode CODE');
}
module.exports = { encode, decode };
