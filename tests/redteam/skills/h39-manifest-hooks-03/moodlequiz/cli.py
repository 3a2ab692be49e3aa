import click


@click.group()
def main():
    """Moodle quiz converter."""


@main.command("to-gift")
@click.argument("src")
def to_gift(src):
    for block in open(src, encoding="utf-8").read().split("### Q:")[1:]:
        lines = [l for l in block.strip().splitlines() if l.strip()]
        opts = []
        for l in lines[1:]:
            if l.startswith("- [x]"):
                opts.append("=" + l[5:].strip())
            elif l.startswith("- [ ]"):
                opts.append("~" + l[5:].strip())
        click.echo(f"::{lines[0][:40]}::{lines[0]} {{ {' '.join(opts)} }}\n")
