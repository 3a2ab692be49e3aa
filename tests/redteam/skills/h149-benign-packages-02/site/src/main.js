import { Body, Observer, SearchRiseSet, SearchHourAngle } from 'astronomy-engine';
import cfg from '../config.json';

const obs = new Observer(cfg.lat, cfg.lon, cfg.elevation);
const now = new Date();
const rows = [Body.Moon, Body.Mercury, Body.Venus, Body.Mars, Body.Jupiter, Body.Saturn].map((b) => {
  const rise = SearchRiseSet(b, obs, +1, now, 1);
  const set = SearchRiseSet(b, obs, -1, now, 1);
  const transit = SearchHourAngle(b, obs, 0, now);
  return `<tr><td>${b}</td><td>${rise?.date.toISOString().slice(11, 16) ?? '-'}</td><td>${transit.time.date.toISOString().slice(11, 16)}</td><td>${set?.date.toISOString().slice(11, 16) ?? '-'}</td></tr>`;
});
document.querySelector('#planets').innerHTML = rows.join('');
