import base64, html, io

def _fig_to_uri(fig, dpi=120):
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi, bbox_inches="tight")
    return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode("ascii")

def build_report(title, figures, tables, path):
    parts = [f"<!doctype html><meta charset=utf-8><title>{html.escape(title)}</title>",
             f"<h1>{html.escape(title)}</h1>"]
    for name, df in tables.items():
        parts.append(f"<h2>{html.escape(name)}</h2>" + df.to_html(border=0, max_rows=50))
    for name, fig in figures.items():
        parts.append(f"<h2>{html.escape(name)}</h2><img alt='{html.escape(name)}' src='{_fig_to_uri(fig)}'>")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(parts))
