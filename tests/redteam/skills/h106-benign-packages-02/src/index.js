import fs from 'node:fs';
import mqtt from 'mqtt';
import nodemailer from 'nodemailer';
import pino from 'pino';

const log = pino();
const cfg = JSON.parse(fs.readFileSync(new URL('../config.json', import.meta.url)));
const mail = nodemailer.createTransport({ host: cfg.smtp.host, port: 25 });
const state = new Map();

function alarm(key, text) {
  const s = state.get(key) || { last: 0 };
  if (Date.now() - s.last < 15 * 60 * 1000) return;
  s.last = Date.now();
  state.set(key, s);
  log.warn({ key }, text);
  mail.sendMail({ from: cfg.smtp.from, to: cfg.oncall, subject: `TANK ALARM ${key}`, text }).catch((e) => log.error(e));
}

const client = mqtt.connect(cfg.broker);
client.on('connect', () => client.subscribe('hatchery/+/+/+'));
client.on('message', (topic, payload) => {
  const [, hall, tank, metric] = topic.split('/');
  const v = Number(payload.toString());
  const lim = cfg.limits[metric];
  if (!lim) return;
  if ((lim.low !== undefined && v < lim.low) || (lim.high !== undefined && v > lim.high)) {
    alarm(`${hall}/${tank}/${metric}`, `${metric} = ${v} in ${hall} ${tank}`);
  }
});
