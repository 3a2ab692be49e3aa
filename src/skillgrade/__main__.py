"""``python -m skillgrade``: the console script's entry, for environments without it on PATH."""

from skillgrade.cli import run

if __name__ == "__main__":
    run()
