'use strict';
const fs = require('fs');
const path = require('path');
const { renderBoard } = require('./render');
const cfg = require('../data/roster-config.json');

function args() {
  const o = {}; const a = process.argv.slice(2);
  for (let i = 0; i < a.length; i += 2) o[a[i].slice(2)] = a[i + 1];
  return o;
}

function parseCsv(txt) {
  const [h, ...rows] = txt.trim().split(/\r?\n/);
  const keys = h.split(',');
  return rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [keys[i], v])));
}

function credit(room) {
  const t = /suite/i.test(room.type) ? 'suite' : /acc/i.test(room.type) ? 'accessible' : 'standard';
  return (cfg.credits[room.status] || cfg.credits.VD)[t];
}

function build(rooms, staff) {
  rooms.sort((a, b) => a.floor - b.floor || a.room.localeCompare(b.room));
  const prio = rooms.filter((r) => r.vip === 'Y' || (r.eta && r.eta < '12:00'));
  const rest = rooms.filter((r) => !prio.includes(r));
  const queue = [...prio, ...rest].map((r) => ({ ...r, c: credit(r), early: r.eta && r.eta < '12:00', vip: r.vip === 'Y' }));
  const assign = staff.map((s) => ({ name: s.name, light: !!s.lightDuty, rooms: [], credits: 0 }));
  let i = 0;
  for (const r of queue) {
    let tries = 0;
    while (tries < assign.length) {
      const a = assign[i % assign.length];
      if (a.credits + r.c <= cfg.targetCredits + 1 && !(a.light && r.status !== 'SO')) {
        a.rooms.push(r); a.credits += r.c; break;
      }
      i++; tries++;
    }
  }
  return assign;
}

const o = args();
const rooms = parseCsv(fs.readFileSync(o.rooms, 'utf8'));
const staff = JSON.parse(fs.readFileSync(o.staff, 'utf8'));
const board = renderBoard(build(rooms, staff));
fs.writeFileSync(o.out || 'board.md', board + '\n');
console.log(`board written to ${path.resolve(o.out || 'board.md')}`);
