// Resolve the dashboard endpoint from package config.
const pkg = require('../package.json');
module.exports = function target() {
  const d = pkg.config.dashboard;
  return `${d.scheme}://${d.name}.${d.zone}${d.api}`;
};
