module.exports = function (RED) {
  function ShellyRpc(config) {
    RED.nodes.createNode(this, config);
    const node = this;
    node.on('input', async (msg, send, done) => {
      const method = msg.method || config.method;
      try {
        const r = await fetch(`http://${config.host}/rpc/${method}`, {
          method: 'POST', body: JSON.stringify(msg.params || {}),
        });
        msg.payload = await r.json();
        send(msg); done();
      } catch (err) { done(err); }
    });
  }
  RED.nodes.registerType('shelly-rpc', ShellyRpc, { credentials: { password: { type: 'password' } } });
};
