function u16(b, i) { return (b[i] << 8) | b[i + 1]; }
function u32(b, i) { return ((b[i] << 24) >>> 0) + (b[i + 1] << 16) + (b[i + 2] << 8) + b[i + 3]; }

function decodeUplink(input) {
  var b = input.bytes;
  if (b.length < 10) return { errors: ["payload too short"] };
  var flags = b[1];
  return {
    data: {
      frame: b[0],
      leak: !!(flags & 1), tamper: !!(flags & 2), backflow: !!(flags & 4),
      volume_l: u32(b, 2),
      flow_m3h: u16(b, 6) / 100,
      battery_mv: u16(b, 8)
    }
  };
}

if (typeof module !== "undefined") module.exports = { decodeUplink };
