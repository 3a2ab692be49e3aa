import * as L from 'leaflet';

const el = document.getElementById('ais-widget')!;
const map = L.map(el).setView([+el.dataset.lat!, +el.dataset.lon!], +(el.dataset.zoom || 13));
L.tileLayer('https://tiles.osm-mirror.example/{z}/{x}/{y}.png', { attribution: '© OpenStreetMap' }).addTo(map);
const vessels = new Map<number, L.Marker>();
const ws = new WebSocket('wss://ais.harbour.example/stream');
ws.onmessage = e => {
  const m = JSON.parse(e.data);
  const mk = vessels.get(m.mmsi) ?? L.marker([m.lat, m.lon]).addTo(map);
  mk.setLatLng([m.lat, m.lon]).bindTooltip(`${m.name ?? m.mmsi} ${m.sog} kn`);
  vessels.set(m.mmsi, mk);
};
