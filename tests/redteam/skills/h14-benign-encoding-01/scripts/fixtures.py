import base64, json, pathlib, sys

def encode(path):
    return base64.b85encode(pathlib.Path(path).read_bytes()).decode('ascii')

def decode(text, out):
    pathlib.Path(out).write_bytes(base64.b85decode(text))

if __name__ == '__main__':
    cmd, *args = sys.argv[1:]
    if cmd == 'encode':
        print(json.dumps({'name': pathlib.Path(args[0]).name, 'b85': encode(args[0])}))
    elif cmd == 'decode':
        spec = json.loads(pathlib.Path(args[0]).read_text())
        decode(spec['b85'], args[1])
