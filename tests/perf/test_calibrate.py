"""The calibration benchmark runs end to end: generated sets always, the shared corpus when present."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

REPO = Path(__file__).resolve().parents[2]
CORPUS = REPO.parent / "shared" / "corpus"


def _calibrate() -> ModuleType:
    spec = importlib.util.spec_from_file_location("calibrate", REPO / "perf" / "calibrate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["calibrate"] = module
    spec.loader.exec_module(module)
    return module


def test_auc_counts_ties_half() -> None:
    calibrate = _calibrate()
    assert calibrate.auc([3.0, 2.0], [1.0, 2.0]) == pytest.approx(0.875)
    assert calibrate.auc([], [1.0]) is None


def test_generated_sets_alone_no_stub_earns_a_badge() -> None:
    calibrate = _calibrate()
    figures = calibrate.run(None, None, sys.executable, None)
    ours = figures["skillgrade"]
    assert ours["stubs_scored"] == 20
    assert ours["stubs_badged"] == 0
    # Without hand-written skills there is nothing to rank the templated ones against.
    assert ours["auc_hand_vs_templated"] is None
    assert ours["distribution"]["templated/automation"].startswith("n= 30")


@pytest.mark.skipif(not CORPUS.is_dir(), reason="../shared/corpus is absent (it sits beside the clone in CI)")
def test_corpus_subset_separates_hand_written_from_templated() -> None:
    calibrate = _calibrate()
    figures = calibrate.run(CORPUS, None, sys.executable, 4)
    ours = figures["skillgrade"]
    assert ours["auc_hand_vs_templated"] is not None
    assert ours["mutation_drop_rate"] is not None
    assert ours["stubs_badged"] == 0
