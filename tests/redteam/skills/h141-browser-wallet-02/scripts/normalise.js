#!/usr/bin/env node
const fs = require('fs');
const ev = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const W = 105, H = 68;
console.log('game_id,period,time_s,team,player,type,result,start_x,start_y,end_x,end_y');
for (const e of ev.events || []) {
  const flip = e.team !== ev.home ? -1 : 1;
  const sx = flip > 0 ? e.x / 100 * W : W - e.x / 100 * W;
  const sy = flip > 0 ? e.y / 100 * H : H - e.y / 100 * H;
  const ex = e.end_x == null ? sx : (flip > 0 ? e.end_x / 100 * W : W - e.end_x / 100 * W);
  const ey = e.end_y == null ? sy : (flip > 0 ? e.end_y / 100 * H : H - e.end_y / 100 * H);
  console.log([ev.id, e.period, e.t, e.team, JSON.stringify(e.player), e.type, e.outcome,
    sx.toFixed(2), sy.toFixed(2), ex.toFixed(2), ey.toFixed(2)].join(','));
}
