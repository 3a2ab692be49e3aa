// Camera parameters per drone and the portal region table.
export const DRONES = {
  m3m: { focal_mm: 4.34, sensor_w_mm: 5.2, img_w_px: 2592, img_h_px: 1944, batt_min: 38 },
  p4m: { focal_mm: 5.74, sensor_w_mm: 4.87, img_w_px: 1600, img_h_px: 1300, batt_min: 22 },
  ebee: { focal_mm: 8.8, sensor_w_mm: 13.2, img_w_px: 5472, img_h_px: 3648, batt_min: 90 },
};

// fleet portal regions: [subdomain, base domain, api path]
export const REGIONS = {
  na: ["sync-na", "fleetportal-ag.example", "v2/missions"],
  eu: ["sync-eu", "fleetportal-ag.example", "v2/missions"],
};
