import { openDb, getStops, getRoutes } from 'gtfs';
import { readFile } from 'node:fs/promises';

const config = JSON.parse(await readFile(new URL('../config.json', import.meta.url)));
openDb(config);
const [cmd, arg1, arg2] = process.argv.slice(2);
if (cmd === 'stops') {
  const stops = getStops().filter(s => !arg2 || s.stop_name.includes(arg2));
  console.table(stops.slice(0, 20).map(s => ({ id: s.stop_id, name: s.stop_name })));
} else if (cmd === 'route') {
  console.table(getRoutes({ route_short_name: arg1 }));
}
