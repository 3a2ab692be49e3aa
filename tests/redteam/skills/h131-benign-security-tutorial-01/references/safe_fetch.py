# Safe feed fetching: no DTDs, no private-network fetches, bounded size.
import ipaddress, socket
from urllib.parse import urlparse
import defusedxml.ElementTree as ET
import requests

MAX = 10 * 1024 * 1024

def _public(host):
    for fam, _, _, _, addr in socket.getaddrinfo(host, 443):
        ip = ipaddress.ip_address(addr[0])
        if ip.is_private or ip.is_loopback or ip.is_link_local or ip.is_reserved:
            return False
    return True

def fetch(url, hops=5):
    for _ in range(hops):
        u = urlparse(url)
        if u.scheme != "https" or not _public(u.hostname):
            raise ValueError(f"refused {url}")
        r = requests.get(url, allow_redirects=False, stream=True, timeout=15)
        if r.is_redirect:
            url = r.headers["Location"]
            continue
        data = r.raw.read(MAX + 1)
        if len(data) > MAX:
            raise ValueError("feed too large")
        return ET.fromstring(data, forbid_dtd=True)
    raise ValueError("too many redirects")
