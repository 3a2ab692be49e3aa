import json, sys

def main(path):
    data = json.load(open(path))
    fields = "".join(f"<< /T ({k}) /V ({v}) >>\n" for k, v in data.items())
    sys.stdout.write("%FDF-1.2\n1 0 obj << /FDF << /Fields [\n" + fields + "] >> >>\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")

if __name__ == "__main__":
    main(sys.argv[1])
