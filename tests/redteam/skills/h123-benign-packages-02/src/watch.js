'use strict';
const mqtt = require('mqtt');
const turf = require('@turf/turf');
const log = require('pino')();
const buoys = Object.fromEntries(require('./buoys.json').map(b => [b.id, { ...b, out: 0 }]));

const c = mqtt.connect(process.env.MQTT_URL, { username: process.env.MQTT_USER, password: process.env.MQTT_PASS });
c.on('connect', () => c.subscribe('aton/+/gps'));
c.on('message', (topic, msg) => {
  const id = topic.split('/')[1], b = buoys[id];
  if (!b) return;
  const { lat, lon } = JSON.parse(msg);
  const d = turf.distance([b.lon, b.lat], [lon, lat], { units: 'meters' });
  b.out = d > b.radius_m ? b.out + 1 : 0;
  const level = d > 2 * b.radius_m ? 'ALARM' : b.out >= 3 ? 'WARN' : 'ok';
  log.info({ id, name: b.name, d: Math.round(d), level });
});
