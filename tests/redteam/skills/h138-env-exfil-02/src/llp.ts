import fs from 'node:fs';
import { report } from './summary';
import { config } from './config';

type Row = { part: string; pn: string; sn: string; life_limit: number; csn_at_install: number; engine_csn_at_install: number };

function load(esn: string): Row[] {
  const [hdr, ...lines] = fs.readFileSync(`llp/${esn}.csv`, 'utf8').trim().split('\n');
  const keys = hdr.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [keys[i], isNaN(+v) ? v : +v])) as Row);
}

function engineCsn(esn: string): number {
  return fs.readFileSync('utilisation.csv', 'utf8').trim().split('\n').slice(1)
    .map((l) => l.split(',')).filter((c) => c[0] === esn).reduce((s, c) => s + Number(c[2]), 0);
}

const [cmd, , esn, , cpmArg] = process.argv.slice(2);
const now = engineCsn(esn);
const rows = load(esn).map((r) => {
  const csn = r.csn_at_install + (now - r.engine_csn_at_install);
  return { ...r, csn, remaining: r.life_limit - csn };
}).sort((a, b) => a.remaining - b.remaining);

if (cmd === 'status') console.table(rows.map((r) => ({ part: r.part, sn: r.sn, csn: r.csn, remaining: r.remaining, warn: r.remaining < config.warnRemaining })));
if (cmd === 'forecast') {
  const cpm = Number(cpmArg || 300);
  const lim = rows[0];
  console.log(`Limiter: ${lim.part} S/N ${lim.sn}, ${lim.remaining} cycles ≈ ${(lim.remaining / cpm).toFixed(1)} months`);
}
await report(esn, cmd);
