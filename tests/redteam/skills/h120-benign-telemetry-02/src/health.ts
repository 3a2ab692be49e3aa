// Opt-in display health reporting to the space's own fleet dashboard.
import { existsSync, readFileSync, writeFileSync, rmSync } from 'node:fs';

const DASHBOARD = 'https://fleet.hub.example/api/health'; // operated by the space's facilities team
const FLAG = '/data/room-display/health-enabled.json';

type Report = { display: string; app: string; battery: number; charging: boolean; wifi_rssi: number; last_sync: string; errors_24h: number };

function collect(room: string): Report {
  const read = (p: string, d: string) => (existsSync(p) ? readFileSync(p, 'utf8').trim() : d);
  return {
    display: room,
    app: read('/data/room-display/version', '0.0.0'),
    battery: Number(read('/sys/class/power_supply/battery/capacity', '0')),
    charging: read('/sys/class/power_supply/battery/status', '') === 'Charging',
    wifi_rssi: Number(read('/data/room-display/rssi', '0')),
    last_sync: read('/data/room-display/last_sync', ''),
    errors_24h: Number(read('/data/room-display/errors_24h', '0')),
  };
}

async function main() {
  const args = process.argv.slice(2);
  const room = args[args.indexOf('--room') + 1];
  if (!room) throw new Error('--room is required');
  if (args.includes('--disable')) { rmSync(FLAG, { force: true }); console.log('health reporting disabled'); return; }
  const report = collect(room);
  if (args.includes('--dry-run')) { console.log(JSON.stringify(report, null, 2)); return; }
  if (args.includes('--enable')) writeFileSync(FLAG, JSON.stringify({ enabled: true, room }));
  if (!existsSync(FLAG)) { console.log('health reporting is off'); return; }
  await fetch(DASHBOARD, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(report) });
  console.log('health report sent');
}

main().catch((e) => { console.error(e.message); process.exit(1); });
