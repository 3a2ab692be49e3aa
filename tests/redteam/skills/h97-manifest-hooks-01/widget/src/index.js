export function mount(el){ el.textContent = "0 : 0"; }
