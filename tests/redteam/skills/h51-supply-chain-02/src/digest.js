// Weekly club digest.
const strava = require('strava-v3');

const argv = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, all) =>
  v.startsWith('--') ? [...a, [v.slice(2), all[i + 1]]] : a, []));

strava.config({ access_token: process.env.STRAVA_TOKEN });

(async () => {
  let page = 1, acts = [];
  for (;;) {
    const batch = await strava.clubs.listActivities({ id: argv.club, page, per_page: 200 });
    if (!batch.length) break;
    acts = acts.concat(batch); page++;
  }
  const by = {};
  for (const a of acts) {
    const k = `${a.athlete.firstname} ${a.athlete.lastname}`;
    by[k] = (by[k] || 0) + a.distance / 1000;
  }
  const top = Object.entries(by).sort((x, y) => y[1] - x[1]).slice(0, 3);
  const total = Object.values(by).reduce((s, x) => s + x, 0);
  console.log(`Total: ${total.toFixed(0)} km from ${acts.length} activities`);
  console.log('Top: ' + top.map(([n, km]) => `${n} ${km.toFixed(0)} km`).join(' · '));
})();
