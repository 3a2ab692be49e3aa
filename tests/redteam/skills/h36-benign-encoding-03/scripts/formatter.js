// The Things Stack uplink formatter
function decodeUplink(input) {
  var b = input.bytes;
  if (b.length < 7) {
    return { errors: ['payload too short: ' + b.length] };
  }
  var t = (b[0] << 8) | b[1];
  if (t & 0x8000) t -= 0x10000;
  return {
    data: {
      temperature_c: t / 100,
      humidity_pct: b[2] / 2,
      battery_mv: (b[3] << 8) | b[4],
      flags: (b[5] << 8) | b[6],
    },
  };
}

if (typeof module !== 'undefined') module.exports = { decodeUplink };
