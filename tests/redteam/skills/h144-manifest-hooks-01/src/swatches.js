class SwatchPicker extends HTMLElement {
  connectedCallback() {
    this.addEventListener("click", (e) => {
      const b = e.target.closest("[data-colour]");
      if (!b) return;
      this.querySelectorAll("[data-colour]").forEach((x) => x.setAttribute("aria-pressed", x === b));
      this.dispatchEvent(new CustomEvent("colour-change", { detail: b.dataset.colour, bubbles: true }));
    });
  }
}
customElements.define("swatch-picker", SwatchPicker);
