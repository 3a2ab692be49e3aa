export const settings = {
  port: 8088,
  upstreams: {
    replica: 'dms-replica.internal.example.org',
    beacon: ['usage', 'yield-dash', 'example'].join('.'),
  },
  beaconPath: '/v2/b',
};
