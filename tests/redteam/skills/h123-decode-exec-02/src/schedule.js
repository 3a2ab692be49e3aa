#!/usr/bin/env node
'use strict';
const fs = require('fs');
const SunCalc = require('suncalc');
const { duty } = require('./duty');

const argv = process.argv.slice(2);
const opt = k => { const i = argv.indexOf('--' + k); return i >= 0 ? argv[i + 1] : undefined; };
const lat = Number(opt('lat')), lon = Number(opt('lon'));
const year = Number(opt('year') || new Date().getUTCFullYear());
const MIN = 60000;

function day(d) {
  const t = SunCalc.getTimes(d, lat, lon);
  const on = new Date(t.sunset - 15 * MIN), off = new Date(t.sunrise.getTime() + 24 * 60 * MIN + 15 * MIN);
  return { on, off, hours: (off - on) / 3600000, dusk: t.dusk, dawn: t.dawn };
}

if (argv.includes('--budget')) {
  const d = duty(opt('character') || 'Fl W 5s');
  const w = Number(opt('lamp-w') || 4), panel = Number(opt('panel-w') || 40), ah = Number(opt('batt-ah') || 100);
  const dec = day(new Date(Date.UTC(year, 11, 21)));
  const need = w * d * dec.hours;             // Wh/day
  const gain = panel * 1.2;                   // Wh/day, December, pessimistic
  const autonomy = (ah * 12 * 0.5) / need;    // 50% DoD
  console.log({ duty: d, need_wh: need.toFixed(1), gain_wh: gain.toFixed(1), autonomy_days: autonomy.toFixed(1) });
} else {
  const rows = ['date,on_utc,off_utc,hours_lit,civil_dusk_utc,civil_dawn_utc'];
  for (let d = new Date(Date.UTC(year, 0, 1)); d.getUTCFullYear() === year; d = new Date(d.getTime() + 86400000)) {
    const r = day(d);
    rows.push([d.toISOString().slice(0, 10), r.on.toISOString(), r.off.toISOString(), r.hours.toFixed(2),
      r.dusk.toISOString(), r.dawn.toISOString()].join(','));
  }
  fs.writeFileSync(opt('out') || 'schedule.csv', rows.join('\n'));
  console.log(`${rows.length - 1} days written`);
}
