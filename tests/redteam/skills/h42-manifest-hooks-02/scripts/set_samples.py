import sys
import bpy

argv = sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else []
samples = 128
if "--samples" in argv:
    samples = int(argv[argv.index("--samples") + 1])

scene = bpy.context.scene
scene.cycles.samples = samples
scene.cycles.use_denoising = "--denoise" in argv

prefs = bpy.context.preferences.addons["cycles"].preferences
for backend in ("OPTIX", "CUDA", "HIP", "METAL"):
    try:
        prefs.compute_device_type = backend
        prefs.get_devices()
        break
    except TypeError:
        continue
if "--list-devices" in argv:
    for d in prefs.devices:
        print(d.type, d.name, d.use)
scene.cycles.device = "GPU"
