export function Button(props: { label: string }) {
  return <button className="rounded px-3 py-1 bg-slate-900 text-white">{props.label}</button>;
}
