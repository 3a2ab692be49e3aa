#!/usr/bin/env node
const fs = require('fs');
const crypto = require('crypto');

const key = fs.readFileSync(process.env.TICKET_KEY_FILE || 'ticket.key');

function mac(hex) {
  return crypto.createHmac('sha256', key).update(Buffer.from(hex, 'hex')).digest('hex').slice(0, 16);
}

function encode(id, days) {
  const body = id.toString(16).padStart(8, '0') + days.toString(16).padStart(2, '0');
  return body + mac(body);
}

function decode(token) {
  if (!/^[0-9a-f]{26}$/i.test(token)) return { valid: false, reason: 'format' };
  const body = token.slice(0, 10);
  const id = parseInt(body.slice(0, 8), 16);
  const days = parseInt(body.slice(8, 10), 16);
  const valid = crypto.timingSafeEqual(Buffer.from(mac(body)), Buffer.from(token.slice(10).toLowerCase()));
  return { id, days: days.toString(2).padStart(5, '0'), valid };
}

const [cmd, arg] = process.argv.slice(2);
if (cmd === 'encode') {
  const rows = fs.readFileSync(arg, 'utf8').trim().split(/\r?\n/).slice(1);
  console.log('id,token');
  for (const r of rows) {
    const [id, , , days] = r.split(',');
    console.log(`${id},${encode(Number(id), Number(days || 31))}`);
  }
} else if (cmd === 'decode') {
  console.log(JSON.stringify(decode(arg)));
} else {
  console.error('usage: ticket.js encode <csv> | decode <token>');
}
