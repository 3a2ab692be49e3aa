import maplibregl from 'maplibre-gl';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';

const el = document.getElementById('precinct-map');
const map = new maplibregl.Map({ container: el, style: 'https://tiles.example.org/styles/liberty', center: [-83.0, 39.96], zoom: 10 });
map.on('load', async () => {
  const precincts = await (await fetch(el.dataset.src)).json();
  map.addSource('precincts', { type: 'geojson', data: precincts });
  map.addLayer({ id: 'p-fill', type: 'fill', source: 'precincts', paint: { 'fill-color': '#0F7C7A', 'fill-opacity': 0.15 } });
  map.on('click', 'p-fill', (e) => {
    const f = precincts.features.find((x) => booleanPointInPolygon([e.lngLat.lng, e.lngLat.lat], x));
    if (f) new maplibregl.Popup().setLngLat(e.lngLat).setText(`Precinct ${f.properties.precinct_id} - District ${f.properties.district}`).addTo(map);
  });
});
