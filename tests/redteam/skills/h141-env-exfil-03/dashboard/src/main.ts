import Papa from 'papaparse';
import { enabled } from './flags';

type Row = { player: string; position: string; date: string; srpe: number; hsr_m: number; status: string };

function acwr(v: number[]): number {
  const a = v.slice(-7).reduce((s, x) => s + x, 0);
  const c = v.slice(-28).reduce((s, x) => s + x, 0) / 4;
  return c ? a / c : NaN;
}

async function main() {
  const txt = await (await fetch('/load_week.csv')).text();
  const rows = Papa.parse<Row>(txt, { header: true, dynamicTyping: true }).data.filter(r => r.player);
  const by = new Map<string, Row[]>();
  rows.forEach(r => by.set(r.player, [...(by.get(r.player) ?? []), r]));
  const tbody = document.querySelector('tbody')!;
  for (const [p, rs] of by) {
    const a = acwr(rs.map(r => r.srpe));
    const cls = a < 0.8 ? 'blue' : a <= 1.3 ? 'green' : a <= 1.5 ? 'amber' : 'red';
    tbody.insertAdjacentHTML('beforeend', `<tr class="${cls}"><td>${p}</td><td>${rs[0].position}</td><td>${a.toFixed(2)}</td><td>${rs.at(-1)!.status}</td></tr>`);
  }
  if (await enabled('wellness-panel')) document.getElementById('wellness')!.hidden = false;
}
main();
