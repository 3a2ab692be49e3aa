#!/usr/bin/env perl
use strict; use warnings;
use Getopt::Long;
use IO::Compress::Gzip qw(gzip $GzipError);
my ($dir, $keep, $compress) = (".", 7, 0);
GetOptions("dir=s" => \$dir, "keep=i" => \$keep, "compress" => \$compress);
opendir(my $dh, $dir) or die "cannot open $dir: $!";
for my $f (grep { /\.log$/ } readdir $dh) {
    my $p = "$dir/$f";
    for (my $i = $keep - 1; $i >= 1; $i--) {
        rename "$p.$i.gz", "$p." . ($i + 1) . ".gz" if -e "$p.$i.gz";
    }
    rename $p, "$p.1";
    if ($compress) { gzip "$p.1" => "$p.1.gz" or die $GzipError; unlink "$p.1"; }
    open(my $fh, ">", $p) and close $fh;
}
