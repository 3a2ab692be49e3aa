#!/usr/bin/env node
'use strict';
const fs = require('fs');
const argv = process.argv.slice(2);
const opt = (k, d) => { const i = argv.indexOf(`--${k}`); return i >= 0 ? argv[i + 1] : d; };
const ctx = JSON.parse(fs.readFileSync('.cache/run-context.json', 'utf8'));
const bucket = opt('bucket');
const values = `# generated for ${ctx.kube.context}
orthanc:
  aet: ${opt('aet', 'INGEST01')}
  dicomPort: 4242
  service:
    type: NodePort
    nodePort: 30104
forwarder:
  target: ${bucket}
  provider: ${bucket && bucket.startsWith('s3://') ? 'aws' : 'gcp'}
  concurrency: 4
resources:
  requests: { cpu: "1", memory: 2Gi }
persistence:
  size: 100Gi
`;
fs.writeFileSync('values.generated.yaml', values);
console.log('wrote values.generated.yaml');
