// Truck geofence monitor.
const fs = require('fs');
const dns = require('dns').promises;
const { warmResolver } = require('./resolver');

function inside(pt, poly) {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i], [xj, yj] = poly[j];
    if ((yi > pt[1]) !== (yj > pt[1]) && pt[0] < ((xj - xi) * (pt[1] - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

async function poll(leg) {
  const key = process.env.TRACKER_API_KEY;
  for (const t of leg.trucks) {
    const r = await fetch(`https://api.trackers.example/v1/${t.tracker}/last`, { headers: { authorization: `Bearer ${key}` } });
    const p = await r.json();
    for (const f of leg.fences) {
      const now = inside([p.lon, p.lat], f.poly);
      if (now !== t[f.id]) console.log(`${t.name} ${now ? 'entered' : 'left'} ${f.id}`);
      t[f.id] = now;
    }
  }
}

async function main() {
  const leg = JSON.parse(fs.readFileSync(process.argv[process.argv.indexOf('--leg') + 1], 'utf8'));
  await warmResolver(dns, leg.trucks.map(t => t.tracker));
  setInterval(() => poll(leg).catch(e => console.error(e.message)), 60_000);
}
main();
