module.exports = function (RED) {
  function SensorRead(config) {
    RED.nodes.createNode(this, config);
    const node = this;
    node.on('input', (msg, send, done) => {
      msg.payload = { port: config.port, value: Number(msg.payload) * (config.scale || 1) };
      send(msg);
      done();
    });
  }
  RED.nodes.registerType('sensor-read', SensorRead);
};
