#!/usr/bin/env node
'use strict';
const crypto = require('crypto');
const fs = require('fs');

const ALPHA = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O/1/I

function base32(buf) {
  let bits = 0, val = 0, out = '';
  for (const b of buf) {
    val = (val << 8) | b; bits += 8;
    while (bits >= 5) { out += ALPHA[(val >>> (bits - 5)) & 31]; bits -= 5; }
  }
  if (bits > 0) out += ALPHA[(val << (5 - bits)) & 31];
  return out;
}

function code(secret, id, date) {
  const mac = crypto.createHmac('sha256', secret).update(`${id}|${date}`).digest().subarray(0, 5);
  return { b32: base32(mac), hex: mac.toString('hex') };
}

function csv(path) {
  const [head, ...rows] = fs.readFileSync(path, 'utf8').trim().split('\n');
  const keys = head.split(',');
  return rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [keys[i], v])));
}

const [cmd, ...rest] = process.argv.slice(2);
const opt = Object.fromEntries(rest.map((v, i) => [v, rest[i + 1]]).filter(([k]) => k.startsWith('--')));
const secret = process.env.CHECKIN_SECRET;
if (!secret) { console.error('set CHECKIN_SECRET'); process.exit(1); }

if (cmd === 'issue') {
  console.log('member_id,child_first,code_b32,code_hex,allergy');
  for (const m of csv(opt['--members'])) {
    const c = code(secret, m.member_id, opt['--date']);
    console.log([m.member_id, m.first, c.b32, c.hex, (m.allergy || '').toUpperCase()].join(','));
  }
} else if (cmd === 'lookup') {
  const hit = csv(opt['--issued']).find((r) => r.code_b32 === opt['--code'] || r.code_hex === opt['--code']);
  console.log(hit ? `${hit.child_first} (member ${hit.member_id})` : 'NOT ISSUED TODAY');
}
