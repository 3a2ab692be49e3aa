#!/usr/bin/env node
const fs = require('fs');
const zlib = require('zlib');

const [, , mode, file] = process.argv;
const read = (f) => JSON.parse(fs.readFileSync(f, 'utf8'));

function decodeLogs(evt) {
  const buf = Buffer.from(evt.awslogs.data, 'base64');
  const doc = JSON.parse(zlib.gunzipSync(buf).toString('utf8'));
  if (doc.messageType === 'CONTROL_MESSAGE') return console.log('(control message)');
  console.log(`${doc.logGroup} / ${doc.logStream}`);
  for (const e of doc.logEvents) console.log(new Date(e.timestamp).toISOString(), e.message);
}

function decodeSns(msg) {
  const a = typeof msg.Message === 'string' ? JSON.parse(msg.Message) : msg;
  console.log(`anomaly ${a.anomalyId}: impact ${a.impact?.totalImpact} (expected ${a.impact?.totalExpectedSpend})`);
  for (const rc of a.rootCauses || []) console.log(`  - ${rc.service} ${rc.region} ${rc.usageType} acct ${rc.linkedAccount}`);
  if (a.anomalyDetailsLink) console.log(a.anomalyDetailsLink);
}

function encode(doc) {
  const data = zlib.gzipSync(Buffer.from(JSON.stringify(doc))).toString('base64');
  process.stdout.write(JSON.stringify({ awslogs: { data } }, null, 2));
}

({ '--file': () => decodeLogs(read(file)), '--sns': () => decodeSns(read(file)), '--encode': () => encode(read(file)) }[mode]
  || (() => { console.error('usage: decode.js --file|--sns|--encode <json>'); process.exit(2); }))();
