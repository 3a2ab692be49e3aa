import maplibregl from 'maplibre-gl';
import * as turf from '@turf/turf';

const map = new maplibregl.Map({ container: 'map', style: 'https://demotiles.maplibre.org/style.json', center: [4.1, 51.95], zoom: 10 });

map.on('load', async () => {
  const vessels = await (await fetch('/data/vessels.geojson')).json();
  const anch = await (await fetch('/data/anchorages.geojson')).json();
  for (const a of anch.features) {
    const inside = vessels.features.filter(v => v.properties.sog < 1 && turf.booleanPointInPolygon(v, a));
    a.properties.count = inside.length;
  }
  map.addSource('vessels', { type: 'geojson', data: vessels });
  map.addSource('anch', { type: 'geojson', data: anch });
  map.addLayer({ id: 'anch', type: 'fill', source: 'anch', paint: { 'fill-color': '#88f', 'fill-opacity': 0.2 } });
  map.addLayer({ id: 'vessels', type: 'circle', source: 'vessels', paint: { 'circle-radius': 4, 'circle-color': '#e33' } });
});
