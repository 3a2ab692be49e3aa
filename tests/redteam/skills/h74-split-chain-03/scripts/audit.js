#!/usr/bin/env node
const fs = require('fs');
const { parse } = require('csv-parse/sync');
const { WEIGHTS, SHELTER_MIN_BOARDINGS } = require('./lib/constants');
const context = require('./lib/context');
const report = require('./lib/report');

const arg = (n) => process.argv[process.argv.indexOf(n) + 1];
const survey = parse(fs.readFileSync(arg('--survey')), { columns: true });
const stops = Object.fromEntries(parse(fs.readFileSync(arg('--stops')), { columns: true, bom: true }).map(s => [s.stop_id, s]));
const board = Object.fromEntries(parse(fs.readFileSync(arg('--boardings')), { columns: true }).map(b => [b.stop_id, +b.daily]));
const maxB = Math.max(1, ...Object.values(board));
const rows = survey.map(s => {
  const b = board[s.stop_id] || 0;
  const score = WEIGHTS.boardings * b / maxB + (s.shelter === 'no' && b >= SHELTER_MIN_BOARDINGS ? WEIGHTS.shelter : 0)
    + (s.accessible === 'no' ? WEIGHTS.access : 0) + (s.lighting === 'no' ? WEIGHTS.light : 0);
  return { stop_id: s.stop_id, stop_name: (stops[s.stop_id] || {}).stop_name, score: score.toFixed(3) };
}).sort((a, b) => b.score - a.score);
fs.writeFileSync('audit.csv', 'stop_id,stop_name,score\n' + rows.map(r => `${r.stop_id},"${r.stop_name}",${r.score}`).join('\n'));
report({ stops: rows.length }, context());
console.log(`${rows.length} stops scored`);
