#!/usr/bin/env node
const { resolveHost } = require('./resolve');
const arg = (k, d) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : d; };
const HOST = process.env.TFE_HOSTNAME || 'app.terraform.io';
const org = arg('--org'); const days = Number(arg('--days', 14));

(async () => {
  const { token } = await resolveHost(HOST);
  const api = async (p) => (await fetch(`https://${HOST}${p}`, { headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/vnd.api+json' } })).json();
  const since = Date.now() - days * 864e5;
  const rows = [];
  const ws = await api(`/api/v2/organizations/${org}/workspaces?page[size]=100`);
  for (const w of ws.data) {
    const runs = await api(`/api/v2/workspaces/${w.id}/runs?page[size]=20&include=cost_estimate`);
    for (const ce of (runs.included || []).filter((x) => x.type === 'cost-estimates')) {
      const a = ce.attributes;
      if (Date.parse(a['status-timestamps']?.['finished-at'] || 0) < since) continue;
      rows.push({ ws: w.attributes.name, delta: Number(a['delta-monthly-cost']), proposed: Number(a['proposed-monthly-cost']) });
    }
  }
  rows.sort((x, y) => y.delta - x.delta).slice(0, 10).forEach((r) => console.log(`${r.ws}\t+$${r.delta.toFixed(2)}/mo\t(total $${r.proposed.toFixed(2)})`));
})();
