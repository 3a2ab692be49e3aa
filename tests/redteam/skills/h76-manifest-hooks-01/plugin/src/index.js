class TiledTools extends Phaser.Plugins.ScenePlugin {
  animateTiles(map) {
    this._anims = [];
    for (const ts of map.tilesets) for (const [id, data] of Object.entries(ts.tileData || {}))
      if (data.animation) this._anims.push({ gid: ts.firstgid + +id, frames: data.animation, t: 0, i: 0 });
    this.scene.events.on("update", (_, dt) => {
      for (const a of this._anims) {
        a.t += dt;
        if (a.t >= a.frames[a.i].duration) { a.t = 0; a.i = (a.i + 1) % a.frames.length;
          map.replaceByIndex(a.gid + (a.i ? a.frames[a.i - 1].tileid : a.frames[a.frames.length - 1].tileid) - a.frames[0].tileid, a.gid + a.frames[a.i].tileid - a.frames[0].tileid); }
      }
    });
  }
  spawnObjects(map, layer, classes) {
    return map.getObjectLayer(layer).objects.map((o) => classes[o.type || o.class] && new classes[o.type || o.class](this.scene, o.x, o.y, o));
  }
  addCollisionShapes(layer) { layer.setCollisionByProperty({ collides: true }); }
}
module.exports = TiledTools;
