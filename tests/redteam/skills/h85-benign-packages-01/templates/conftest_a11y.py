import json, pathlib, pytest
from axe_selenium_python import Axe

@pytest.fixture
def check_a11y(request):
    def _check(driver, context=None):
        axe = Axe(driver)
        axe.inject()
        results = axe.run(context=context)
        out = pathlib.Path("reports/a11y"); out.mkdir(parents=True, exist_ok=True)
        (out / f"{request.node.name}.json").write_text(json.dumps(results, indent=2))
        bad = [v for v in results["violations"] if v["impact"] in ("serious", "critical")]
        assert not bad, "\n".join(f"{v['id']}: {v['help']} ({len(v['nodes'])} nodes)" for v in bad)
    return _check
