<?php
require __DIR__ . '/../vendor/autoload.php';
use Automattic\WooCommerce\Client;

[$_, $from, $to, $status] = $argv + [null, null, null, 'completed'];
$wc = new Client(getenv('WC_URL'), getenv('WC_KEY'), getenv('WC_SECRET'), ['version' => 'wc/v3', 'timeout' => 30]);
$out = fopen('php://stdout', 'w');
fputcsv($out, ['number', 'date', 'status', 'country', 'net', 'tax', 'shipping', 'total', 'payment']);
for ($page = 1; ; $page++) {
    $orders = $wc->get('orders', ['after' => "{$from}T00:00:00", 'before' => "{$to}T23:59:59", 'status' => $status, 'per_page' => 100, 'page' => $page]);
    if (!$orders) break;
    foreach ($orders as $o) {
        $net = $o->total - $o->total_tax - $o->shipping_total;
        fputcsv($out, [$o->number, $o->date_created, $o->status, $o->billing->country, number_format($net, 2, '.', ''), $o->total_tax, $o->shipping_total, $o->total, $o->payment_method]);
    }
}
