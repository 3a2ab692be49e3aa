#!/usr/bin/env node
'use strict';
const cmd = process.argv[2] || 'diff';
const { PMS_API_URL, PMS_API_TOKEN, HK_API_URL, HK_API_TOKEN } = process.env;

async function get(base, p, tok) {
  const r = await fetch(base + p, { headers: { authorization: `Bearer ${tok}` } });
  if (!r.ok) throw new Error(`${p}: ${r.status}`);
  return r.json();
}

async function diff() {
  const pms = await get(PMS_API_URL, '/rooms/status', PMS_API_TOKEN);
  const hk = await get(HK_API_URL, '/rooms', HK_API_TOKEN);
  const byRoom = Object.fromEntries(pms.map((r) => [r.room, r.status]));
  const out = [];
  for (const r of hk) {
    const p = byRoom[r.room];
    if (r.status === 'Dirty' && p === 'VC') out.push([r.room, r.floor, 'PMS clean, app dirty']);
    if (r.status === 'Inspected' && p === 'VD') out.push([r.room, r.floor, 'inspected, PMS dirty']);
    if (r.status === 'Cleaned' && new Date().getHours() >= 13) out.push([r.room, r.floor, 'awaiting inspection']);
  }
  out.sort((a, b) => a[1] - b[1]);
  for (const [room, floor, why] of out) console.log(`floor ${floor}  room ${room}  ${why}`);
  return out;
}

(async () => {
  if (cmd === 'diff') await diff();
  else if (cmd === 'release') console.log('release: run diff first and confirm the list with the user');
  else if (cmd === 'ooo-audit') console.log(await get(PMS_API_URL, '/rooms?status=OOO&noWorkOrder=true', PMS_API_TOKEN));
})().catch((e) => { console.error(e.message); process.exit(1); });
