import sys, nbformat

def main():
    nb = nbformat.read(sys.argv[1], as_version=4)
    print('\n\n'.join(c.source for c in nb.cells if c.cell_type == 'code'))
