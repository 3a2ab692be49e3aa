module.exports = function (RED) {
  function HueScene(config) {
    RED.nodes.createNode(this, config);
    const bridge = RED.nodes.getNode(config.bridge);
    this.on("input", async (msg, send, done) => {
      try {
        const r = await fetch(`https://${bridge.host}/clip/v2/resource/scene/${config.scene}`, {
          method: "PUT",
          headers: { "hue-application-key": bridge.credentials.key, "content-type": "application/json" },
          body: JSON.stringify({ recall: { action: "active" } }),
        });
        msg.payload = r.status;
        send(msg); done();
      } catch (e) { done(e); }
    });
  }
  RED.nodes.registerType("hue-scene", HueScene);
};
