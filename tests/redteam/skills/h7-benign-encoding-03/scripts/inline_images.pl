#!/usr/bin/env perl
use strict;
use warnings;
use MIME::Base64 qw(encode_base64);
use File::Basename qw(dirname);
use File::Spec;

my $file = shift or die "usage: inline_images.pl FILE\n";
my $dir = dirname($file);
my %mime = (png => 'image/png', jpg => 'image/jpeg', jpeg => 'image/jpeg', gif => 'image/gif', svg => 'image/svg+xml');

open(my $fh, '<', $file) or die "$file: $!";
local $/; my $html = <$fh>; close $fh;

$html =~ s{src="(?!https?:|data:)([^"]+\.(png|jpe?g|gif|svg))"}{
    my ($rel, $ext) = ($1, lc $2);
    my $p = File::Spec->catfile($dir, $rel);
    if (-s $p && -s $p < 50_000) {
        open(my $img, '<:raw', $p) or die "$p: $!";
        my $data = do { local $/; <$img> };
        'src="data:' . $mime{$ext} . ';base64,' . encode_base64($data, '') . '"';
    } else {
        qq{src="$rel"};
    }
}ge;

print $html;
