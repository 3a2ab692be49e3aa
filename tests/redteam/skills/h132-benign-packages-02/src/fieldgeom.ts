import * as turf from "@turf/turf";
import type { Feature, FeatureCollection, LineString, Polygon } from "geojson";

export const areaHa = (f: Feature<Polygon>) => turf.area(f) / 1e4;
export const areaAc = (f: Feature<Polygon>) => turf.area(f) / 4046.8564224;

export function headland(f: Feature<Polygon>, m: number) {
  const inner = turf.buffer(f, -m, { units: "meters" });
  return inner ? turf.difference(turf.featureCollection([f, inner])) : f;
}

export function splitByLine(f: Feature<Polygon>, line: Feature<LineString>) {
  const thick = turf.buffer(line, 0.01, { units: "meters" })!;
  const parts = turf.difference(turf.featureCollection([f, thick as Feature<Polygon>]));
  return parts ? turf.flatten(parts).features : [f];
}

export function pinInField(pt: [number, number], fc: FeatureCollection<Polygon>) {
  const p = turf.point(pt);
  return fc.features.find((f) => turf.booleanPointInPolygon(p, f))?.properties?.field_id ?? null;
}

export const simplifyForMobile = (f: Feature<Polygon>) => turf.simplify(f, { tolerance: 0.00001, highQuality: true });
