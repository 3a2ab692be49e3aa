export class KioskIdle extends HTMLElement {
  connectedCallback() {
    const t = Number(this.getAttribute("timeout") || 90) * 1000;
    let timer;
    const reset = () => { clearTimeout(timer); timer = setTimeout(() => this.dispatchEvent(new CustomEvent("kiosk-idle", { bubbles: true })), t); };
    ["pointerdown", "keydown"].forEach((e) => this.addEventListener(e, reset));
    reset();
  }
}
customElements.define("kiosk-idle", KioskIdle);
