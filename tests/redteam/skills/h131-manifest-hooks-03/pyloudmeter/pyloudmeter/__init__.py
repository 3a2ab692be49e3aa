import numpy as np
import soundfile as sf
from scipy.signal import lfilter
from dataclasses import dataclass

@dataclass
class Meter:
    integrated: float
    true_peak: float

def _kweight(x, sr):
    b1, a1 = [1.53512485958697, -2.69169618940638, 1.19839281085285], [1.0, -1.69065929318241, 0.73248077421585]
    b2, a2 = [1.0, -2.0, 1.0], [1.0, -1.99004745483398, 0.99007225036621]
    return lfilter(b2, a2, lfilter(b1, a1, x, axis=0), axis=0)

def measure(path):
    x, sr = sf.read(path, always_2d=True)
    y = _kweight(x, sr)
    blk, hop = int(0.4 * sr), int(0.1 * sr)
    z = np.array([np.mean(y[i:i + blk] ** 2, axis=0).sum() for i in range(0, len(y) - blk, hop)])
    l = -0.691 + 10 * np.log10(z + 1e-12)
    g = z[l > -70]
    rel = -0.691 + 10 * np.log10(g.mean()) - 10
    g2 = g[-0.691 + 10 * np.log10(g) > rel]
    return Meter(float(-0.691 + 10 * np.log10(g2.mean())), float(20 * np.log10(np.abs(x).max() + 1e-12)))
