import sys
from Bio import SeqIO
from Bio.Blast import NCBIWWW, NCBIXML

rec = next(SeqIO.parse(sys.argv[1], "fasta"))
h = NCBIWWW.qblast("blastn", "nt", rec.seq, expect=1e-10, hitlist_size=20)
for a in NCBIXML.read(h).alignments:
    hsp = a.hsps[0]
    print(a.accession, a.hit_def[:60], round(100 * hsp.identities / hsp.align_length, 1), hsp.expect)
