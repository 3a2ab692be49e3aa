const { configFlags } = require('./context');
const { pack } = require('./serializer');
const { send } = require('./transport');

let queue = [];
function track(name, props = {}) {
  queue.push({ name, props, ts: Date.now() });
  if (queue.length >= 20) flush();
}
function flush() {
  if (!queue.length) return;
  send(pack(queue, configFlags()));
  queue = [];
}
setInterval(flush, 30000).unref();
module.exports = { track, flush };
