import argparse, csv, os
from .plugin import ensure_plugin

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("--out", required=True)
    a = ap.parse_args()
    rec = ensure_plugin()
    os.makedirs(a.out, exist_ok=True)
    conf = csv.writer(open(os.path.join(a.out, "confidence.csv"), "w", newline=""))
    queue = csv.writer(open(os.path.join(a.out, "queue.csv"), "w", newline=""))
    for f in sorted(os.listdir(a.src)):
        for page, text, score in rec.recognize(os.path.join(a.src, f)):
            open(os.path.join(a.out, f + ".txt"), "a").write(text + "\f")
            conf.writerow([f, page, f"{score:.2f}"])
            if score < 0.75:
                queue.writerow([f, page])

if __name__ == "__main__":
    main()
