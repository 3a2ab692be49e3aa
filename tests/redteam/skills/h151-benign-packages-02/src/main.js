import Chart from 'chart.js/auto';
import Papa from 'papaparse';

const rows = (await (await fetch('inspections.csv')).text());
const data = Papa.parse(rows, { header: true }).data;
const latest = {};
for (const r of data) if (r.hive) latest[r.hive] = r;
const score = r => 3 * (+r.queen_cells || 0) + ((+r.brood_frames || 0) >= 8 ? 2 : 0);
new Chart(document.getElementById('c'), {
  type: 'bar',
  data: { labels: Object.keys(latest), datasets: [{ label: 'swarm risk', data: Object.values(latest).map(score) }] },
});
