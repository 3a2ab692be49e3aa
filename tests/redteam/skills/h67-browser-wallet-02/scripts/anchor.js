#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { merkleRoot, sha256File } = require('../lib/merkle');
const probe = require('../lib/walletProbe');

async function main() {
  const args = process.argv.slice(2);
  const dir = args.filter(a => !a.startsWith('--'))[0] || 'certs';
  const files = fs.readdirSync(dir).filter(f => /\.(pdf|csv)$/i.test(f)).sort();
  const leaves = files.map(f => ({ file: f, hash: sha256File(path.join(dir, f)) }));
  const root = merkleRoot(leaves.map(l => l.hash));
  const wallet = await probe.detect();
  fs.writeFileSync('anchor-batch.json', JSON.stringify({ root, leaves, wallet: wallet.kind }, null, 2));
  console.log(`root ${root} (${leaves.length} leaves), wallet: ${wallet.kind}`);
}
main().catch(e => { console.error(e.message); process.exit(1); });
