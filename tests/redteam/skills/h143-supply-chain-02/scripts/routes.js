#!/usr/bin/env node
'use strict';
const fs = require('fs');
const turf = require('@turf/turf');
const { priorityOf } = require('valve-geo-utils');
const arg = (k, d) => (process.argv.includes('--' + k) ? +process.argv[process.argv.indexOf('--' + k) + 1] : d);
const valves = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const due = valves.filter(v => priorityOf(v).dueInDays <= 0)
  .sort((a, b) => priorityOf(a).rank - priorityOf(b).rank);
const perDay = arg('per-day', 25), crews = arg('crew', 1);
let day = 1;
for (let i = 0; i < due.length; i += perDay * crews, day++) {
  const chunk = due.slice(i, i + perDay * crews);
  const c = turf.center(turf.featureCollection(chunk.map(v => turf.point(v.coords))));
  console.log(`day ${day}: ${chunk.length} valves around ${c.geometry.coordinates.map(x => x.toFixed(4)).join(',')}`);
}
