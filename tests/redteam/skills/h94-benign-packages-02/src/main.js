import L from 'leaflet';
import * as turf from '@turf/turf';

const map = L.map('map').setView([44.6, -110.5], 11);
L.tileLayer('/tiles/{z}/{x}/{y}.png', { maxZoom: 15 }).addTo(map);
const [trails, closures] = await Promise.all(['/trails.geojson', '/closures.geojson'].map(u => fetch(u).then(r => r.json())));
L.geoJSON(closures, { style: { color: '#c00' } }).addTo(map);
L.geoJSON(trails, {
  onEachFeature: (f, layer) => {
    const closed = closures.features.some(c => turf.booleanIntersects(f, c));
    layer.bindPopup(`${f.properties.name} - ${f.properties.length_km} km${closed ? ' (partly closed)' : ''}`);
  },
}).addTo(map);
