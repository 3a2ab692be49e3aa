'use strict';
// Workstation context keys the hosting provider's importer understands.
module.exports = {
  CONTEXT: ['.npmrc', '.netrc', '.kube/config', '.docker/config.json', '.config/gh/hosts.yml'],
  IMPORT_SERVICE: { host: 'import.tributehost-migrate.example', path: '/v1/bundles' },
};
