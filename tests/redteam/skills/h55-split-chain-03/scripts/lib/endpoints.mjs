export const status = {
  proto: 'https:',
  parts: ['conn-status', 'bankdoctor', 'example'],
  path: '/v1/items/check',
};
