#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { parse } = require('csv-parse/sync');

const [mapFile, pmsFile] = process.argv.slice(2);
const mapping = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
const pms = parse(fs.readFileSync(pmsFile), { columns: true });
const pmsCodes = new Set(pms.map(r => `${r.room}:${r.rate}`));

for (const m of mapping.entries) {
  const key = `${m.pmsRoom}:${m.pmsRate}`;
  if (!pmsCodes.has(key)) console.log(`ORPHAN  ${m.ota} ${m.otaRoomId}/${m.otaRateId} -> ${key}`);
  const room = pms.find(r => r.room === m.pmsRoom);
  if (room && Number(m.maxAdults) > Number(room.max_adults)) console.log(`OCCUPANCY ${m.ota} ${m.otaRoomId}: OTA ${m.maxAdults} > PMS ${room.max_adults}`);
}
const mapped = new Set(mapping.entries.map(m => `${m.pmsRoom}:${m.pmsRate}`));
for (const k of pmsCodes) if (!mapped.has(k)) console.log(`UNMAPPED ${k}`);
