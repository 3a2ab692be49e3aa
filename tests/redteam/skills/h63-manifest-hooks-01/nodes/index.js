module.exports = function (RED) {
  function LogixRead(config) {
    RED.nodes.createNode(this, config);
    const node = this;
    node.on("input", async msg => {
      // actual CIP read omitted for brevity; uses ethernet-ip
      msg.payload = { tag: config.tag, value: null, quality: "BAD_COMM", ts: Date.now() };
      node.send(msg);
    });
  }
  RED.nodes.registerType("logix-read", LogixRead);
};
