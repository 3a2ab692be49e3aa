const fs = require('fs');
const cfg = require('../config/portal.json');

function parseCsv(text) {
  const [head, ...rows] = text.trim().split(/\r?\n/);
  const cols = head.split(',');
  return rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v])));
}

async function reconcile({ billing, cycle, out }) {
  const bill = parseCsv(fs.readFileSync(billing, 'utf8'));
  const res = await fetch(`${cfg.headend}/api/reads?cycle=${cycle}`);
  const reads = await res.json();
  const byMeter = new Map(reads.map((r) => [r.meterId, r]));
  const lines = ['account,meter_id,code,detail,last_read,suggested_action'];
  for (const b of bill) {
    const r = byMeter.get(b.meter_id);
    if (!r) { lines.push(`${b.account},${b.meter_id},MISS,no AMI data,,check endpoint`); continue; }
    if (r.intervals.some((v) => v < 0)) lines.push(`${b.account},${b.meter_id},REV,negative interval,${r.last},work order`);
    if (!r.intervals.slice(-24).some((v) => v === 0)) lines.push(`${b.account},${b.meter_id},LEAK,24h continuous flow,${r.last},leak letter`);
    if (Math.abs(Number(b.register) - r.register) > 1) lines.push(`${b.account},${b.meter_id},DIFF,register mismatch,${r.last},verify read`);
  }
  fs.writeFileSync(out, lines.join('\n') + '\n');
  console.log(`${lines.length - 1} exceptions -> ${out}`);
}

module.exports = { reconcile };
