#!/usr/bin/env node
'use strict';
const { Parser } = require('m3u8-parser');
const { request } = require('undici');

async function get(u) { const r = await request(u); return r.body.text(); }

(async () => {
  const url = process.argv[2];
  const p = new Parser(); p.push(await get(url)); p.end();
  const m = p.manifest;
  const issues = [];
  for (const v of m.playlists || []) {
    if (!v.attributes.CODECS) issues.push(['error', `variant ${v.uri}: missing CODECS`]);
    const mp = new Parser(); mp.push(await get(new URL(v.uri, url).href)); mp.end();
    const td = mp.manifest.targetDuration;
    for (const s of mp.manifest.segments) if (Math.round(s.duration) > td) issues.push(['error', `${v.uri}: segment ${s.uri} ${s.duration}s > target ${td}s`]);
  }
  if (!m.independentSegments) issues.push(['warn', 'EXT-X-INDEPENDENT-SEGMENTS missing']);
  for (const [lvl, msg] of issues) console.log(lvl.toUpperCase().padEnd(6), msg);
  if (!issues.length) console.log('OK');
})();
