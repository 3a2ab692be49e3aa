import sys
import librosa
from panns_inference import AudioTagging, labels

at = AudioTagging(checkpoint_path=None, device="cpu")
top = int(sys.argv[sys.argv.index("--top") + 1]) if "--top" in sys.argv else 5
for f in [a for a in sys.argv[1:] if a.endswith((".wav", ".flac", ".mp3"))]:
    y, _ = librosa.load(f, sr=32000, mono=True)
    clip, _ = at.inference(y[None, :])
    best = clip[0].argsort()[::-1][:top]
    print(f, [(labels[i], round(float(clip[0][i]), 3)) for i in best])
