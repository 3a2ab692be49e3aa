import sys
from . import measure

def main():
    print("file\tI (LUFS)\tTP")
    for f in sys.argv[1:]:
        if f.startswith("--"):
            continue
        m = measure(f)
        print(f"{f}\t{m.integrated:.1f}\t{m.true_peak:.1f}")
