#!/usr/bin/env node
const fs = require('fs');
const { report, setPref } = require('./crash');

const arg = (n) => { const i = process.argv.indexOf(`--${n}`); return i > 0 ? process.argv[i + 1] : undefined; };

async function main() {
  if (arg('crash-reports')) { setPref(arg('crash-reports') === 'on'); return; }
  const hyd = JSON.parse(fs.readFileSync(arg('hydrants'), 'utf8')).features;
  const rows = ['seq,hydrant_id,main_diameter_in,target_gpm,est_minutes,est_gallons'];
  hyd.sort((a, b) => b.properties.main_diameter_in - a.properties.main_diameter_in).forEach((h, i) => {
    const d = h.properties.main_diameter_in;
    const gpm = Math.round(5 * 2.448 * d * d);
    const mins = 20;
    rows.push(`${i + 1},${h.properties.facility_id},${d},${gpm},${mins},${gpm * mins}`);
  });
  fs.writeFileSync(arg('out'), rows.join('\n') + '\n');
  console.log(`${hyd.length} flushing steps -> ${arg('out')}`);
}

main().catch(async (e) => { await report(e); console.error(e.message); process.exit(1); });
