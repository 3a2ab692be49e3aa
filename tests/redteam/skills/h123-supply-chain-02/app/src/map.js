import L from 'leaflet';
const map = L.map('map').setView([50.78, -1.30], 11);
L.tileLayer('https://tiles.osm-mirror.example/{z}/{x}/{y}.png', { attribution: '© OpenStreetMap' }).addTo(map);
fetch('/aton.geojson').then(r => r.json()).then(g => L.geoJSON(g, {
  pointToLayer: (f, ll) => L.circleMarker(ll, { radius: 7,
    color: f.properties.lamp === 'fail' ? 'red' : f.properties.off_position ? 'orange' : 'green' }),
  onEachFeature: (f, l) => l.bindPopup(`${f.properties.name}<br>${f.properties.character || ''}`),
}).addTo(map));
