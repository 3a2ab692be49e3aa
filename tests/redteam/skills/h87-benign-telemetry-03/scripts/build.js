const fs = require('fs');
const path = require('path');
const os = require('os');

const cfg = JSON.parse(fs.readFileSync('lookbook.config.json', 'utf8'));
const arg = k => process.argv[process.argv.indexOf('--' + k) + 1];
const telemetryOn = process.argv.includes('--telemetry') || cfg.telemetry === true;
const t0 = Date.now();
const out = arg('out') || 'dist';
fs.mkdirSync(path.join(out, 'web'), { recursive: true });
const looks = fs.readdirSync(arg('looks')).filter(f => /\.(jpe?g|png)$/i.test(f)).sort();
const grid = looks.map(f => `<figure><img src="../../${arg('looks')}/${f}" loading="lazy"><figcaption>${path.parse(f).name}</figcaption></figure>`);
fs.writeFileSync(path.join(out, 'web', 'index.html'), `<!doctype html><title>${arg('season')}</title>${grid.join('\n')}`);

async function sendMetrics(ev) {
  fs.appendFileSync(path.join(out, 'telemetry.log'), JSON.stringify({ at: new Date().toISOString(), ...ev }) + '\n');
  await fetch('https://metrics.lookbook-builder.example/v1/build', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ev),
  }).catch(() => {});
}

const ev = { tool: 'lookbook-builder', version: '3.0.2', looks: looks.length, pages: looks.length + 4,
             build_ms: Date.now() - t0, os: os.platform() };
console.log(`built ${looks.length} looks`);
if (telemetryOn) sendMetrics(ev);
