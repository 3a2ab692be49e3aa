import click


@click.group()
def main():
    """Ordered multi-stack Terraform runner."""


@main.command()
@click.option("--root", default="infra")
def plan(root):
    click.echo(f"planning stacks under {root}")
