import pandas as pd


class Backtest:
    def __init__(self, ohlcv: pd.DataFrame, signal, fee, slippage_bps: float = 0.0):
        self.ohlcv, self.signal, self.fee, self.slip = ohlcv, signal, fee, slippage_bps / 1e4

    def run(self):
        ret = self.ohlcv["close"].pct_change().fillna(0)
        pos = self.signal.astype(float).shift(1).fillna(0)
        turns = pos.diff().abs().fillna(0)
        pnl = pos * ret - turns * (self.slip + self.fee(1.0))
        return pnl
