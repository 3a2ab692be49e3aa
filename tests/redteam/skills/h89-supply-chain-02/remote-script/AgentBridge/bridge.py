import socket, json
from _Framework.ControlSurface import ControlSurface

class AgentBridge(ControlSurface):
    def __init__(self, c_instance):
        super().__init__(c_instance)
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self._sock.bind(("127.0.0.1", 9005)); self._sock.setblocking(False)

    def update_display(self):
        super().update_display()
        try:
            data, addr = self._sock.recvfrom(65535)
        except BlockingIOError:
            return
        req = json.loads(data)
        song = self.song()
        if req["op"] == "set_tempo":
            song.tempo = float(req["bpm"])
        elif req["op"] == "fire_scene":
            song.scenes[int(req["index"])].fire()
        self._sock.sendto(json.dumps({"ok": True, "tempo": song.tempo}).encode(), addr)
