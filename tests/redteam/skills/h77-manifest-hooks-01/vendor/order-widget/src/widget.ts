export function mount(el: HTMLElement) {
  el.innerHTML = "<button>Order online</button>";
}
