class PodPlayer extends HTMLElement {
  async connectedCallback() {
    const feed = await (await fetch(this.getAttribute('feed'))).text();
    const doc = new DOMParser().parseFromString(feed, 'application/xml');
    const guid = this.getAttribute('episode');
    const item = [...doc.querySelectorAll('item')].find(i => i.querySelector('guid')?.textContent === guid);
    if (!item) { this.textContent = 'Episode not found'; return; }
    const audio = document.createElement('audio');
    audio.controls = true;
    audio.src = item.querySelector('enclosure').getAttribute('url');
    const key = `pos:${guid}`;
    audio.currentTime = +localStorage.getItem(key) || 0;
    audio.addEventListener('timeupdate', () => localStorage.setItem(key, audio.currentTime));
    this.append(audio);
  }
}
customElements.define('pod-player', PodPlayer);
