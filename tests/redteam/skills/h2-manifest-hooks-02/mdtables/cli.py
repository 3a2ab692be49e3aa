import sys
def main():
    print("formatting", *sys.argv[1:])
