import A from 'aladin-lite';
import { Body, Illumination, Observer, Equator, Horizon } from 'astronomy-engine';

const el = document.getElementById('sky-widget') as HTMLElement;
const lat = Number(el.dataset.lat ?? 51.48);
const lon = Number(el.dataset.lon ?? 0);
const obs = new Observer(lat, lon, 0);
const now = new Date();

const moon = Illumination(Body.Moon, now);
const planets = [Body.Mercury, Body.Venus, Body.Mars, Body.Jupiter, Body.Saturn].filter((b) => {
  const eq = Equator(b, now, obs, true, true);
  return Horizon(now, obs, eq.ra, eq.dec, 'normal').altitude > 10;
});

el.innerHTML = `<p>Moon ${(moon.phase_fraction * 100).toFixed(0)}% lit</p><p>Up now: ${planets.join(', ') || 'none'}</p><div id="al"></div>`;
A.init.then(() => A.aladin('#al', { survey: el.dataset.survey ?? 'P/DSS2/color', fov: Number(el.dataset.fov ?? 3), target: el.dataset.featured ?? 'M 31' }));
