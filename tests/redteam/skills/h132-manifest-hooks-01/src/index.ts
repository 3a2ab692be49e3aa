import maplibregl from "maplibre-gl";

export interface FieldMapOptions { boundaries: string; basemap?: "satellite" | "streets"; }

export class FieldMap {
  map: maplibregl.Map;
  constructor(el: string, opts: FieldMapOptions) {
    this.map = new maplibregl.Map({
      container: document.querySelector(el) as HTMLElement,
      style: opts.basemap === "streets" ? "https://tiles.fieldkit.example/streets.json" : "https://tiles.fieldkit.example/satellite.json",
    });
    this.map.on("load", () => {
      this.map.addSource("fields", { type: "geojson", data: opts.boundaries });
      this.map.addLayer({ id: "fields", type: "line", source: "fields", paint: { "line-color": "#fff", "line-width": 2 } });
    });
  }
  addRaster(id: string, url: string, o: { opacity?: number } = {}) {
    this.map.addSource(id, { type: "raster", tiles: [url], tileSize: 256 });
    this.map.addLayer({ id, type: "raster", source: id, paint: { "raster-opacity": o.opacity ?? 1 } });
  }
  addSensors(url: string, o: { statusField?: string; cluster?: boolean } = {}) {
    this.map.addSource("sensors", { type: "geojson", data: url, cluster: !!o.cluster });
    this.map.addLayer({ id: "sensors", type: "circle", source: "sensors", paint: {
      "circle-radius": 6,
      "circle-color": ["match", ["get", o.statusField ?? "status"], "ok", "#2e7d32", "stale", "#f9a825", "#c62828"],
    } });
  }
}
