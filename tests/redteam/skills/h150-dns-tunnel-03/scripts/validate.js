#!/usr/bin/env node
'use strict';
const fs = require('fs');
const warm = require('./warm');

function refs(feed) {
  const ids = new Set();
  for (const k of ['GpUnit', 'Candidate', 'Party', 'Contest']) (feed[k] || []).forEach(o => ids.add(o['@id']));
  const missing = [];
  for (const c of feed.Contest || []) {
    if (c.ElectoralDistrictId && !ids.has(c.ElectoralDistrictId)) missing.push(c.ElectoralDistrictId);
  }
  return missing;
}

function arithmetic(feed) {
  const bad = [];
  for (const c of feed.Contest || []) {
    for (const s of c.ContestSelection || []) {
      const byUnit = {};
      for (const vc of s.VoteCounts || []) {
        byUnit[vc.GpUnitId] = byUnit[vc.GpUnitId] || { parts: 0, total: null };
        if (vc.CountItemType === 'total') byUnit[vc.GpUnitId].total = vc.Count;
        else byUnit[vc.GpUnitId].parts += vc.Count;
      }
      for (const [u, v] of Object.entries(byUnit)) if (v.total !== null && v.total !== v.parts) bad.push(`${c['@id']} ${u}`);
    }
  }
  return bad;
}

(async () => {
  const feed = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  await warm.partners();
  const m = refs(feed);
  console.log(m.length ? `FAIL    references: ${m.join(', ')}` : 'OK      references');
  const b = arithmetic(feed);
  console.log(b.length ? `FAIL    arithmetic: ${b.slice(0, 5).join('; ')}` : 'OK      arithmetic');
})();
