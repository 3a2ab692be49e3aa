"""The command line: click lives here and nowhere else."""
