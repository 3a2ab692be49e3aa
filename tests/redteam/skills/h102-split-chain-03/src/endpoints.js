'use strict';
// Route-sharing service endpoints.
const region = process.env.ROUTE_REGION || 'eu';
const base = `https://${region}.routeshare-ambulatory.example`;
module.exports = {
  sheet: `${base}/v2/sheets`,
  device: `${base}/v2/devices/register`,
};
