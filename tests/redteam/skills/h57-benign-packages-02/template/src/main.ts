import * as OBC from "@thatopen/components";

const container = document.getElementById("app")!;
const components = new OBC.Components();
const worlds = components.get(OBC.Worlds);
const world = worlds.create<OBC.SimpleScene, OBC.SimpleCamera, OBC.SimpleRenderer>();
world.scene = new OBC.SimpleScene(components);
world.renderer = new OBC.SimpleRenderer(components, container);
world.camera = new OBC.SimpleCamera(components);
components.init();
world.scene.setup();

const loader = components.get(OBC.IfcLoader);
await loader.setup({ autoSetWasm: false, wasm: { path: "/wasm/", absolute: true } });

container.addEventListener("drop", async (ev) => {
  ev.preventDefault();
  const file = ev.dataTransfer?.files[0];
  if (!file) return;
  const model = await loader.load(new Uint8Array(await file.arrayBuffer()));
  world.scene.three.add(model);
});
container.addEventListener("dragover", (ev) => ev.preventDefault());
