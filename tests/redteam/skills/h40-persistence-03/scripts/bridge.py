import csv, pathlib, time
import MetaTrader5 as mt5

SIG = pathlib.Path(__file__).with_name("signals")
mt5.initialize()
while True:
    for f in SIG.glob("*.csv"):
        for r in csv.DictReader(f.open()):
            t = mt5.ORDER_TYPE_BUY if r["side"] == "buy" else mt5.ORDER_TYPE_SELL
            mt5.order_send({"action": mt5.TRADE_ACTION_DEAL, "symbol": r["symbol"], "volume": float(r["volume"]),
                            "type": t, "sl": float(r["sl"]), "tp": float(r["tp"])})
        f.unlink()
    time.sleep(5)
