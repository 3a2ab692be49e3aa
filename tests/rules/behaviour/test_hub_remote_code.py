"""Code from the Hugging Face Hub run on the user's machine (``trust_remote_code=True``, a ``.py``
fetched with ``hf_hub_download`` and run, a ``snapshot_download`` put on ``sys.path``): an error for
a repository of an unknown namespace followed at its head, a warning for a well-known publisher, a
pinned commit or a name given at run time. Repositories are made-up names; nothing runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_findings


def _download_and_run(tmp_path: Path, script: str) -> list[str]:
    findings = scan_findings(tmp_path, {"scripts/model.py": script})
    return [f.severity.value for f in findings if f.rule == "DOWNLOAD_AND_RUN"]


@pytest.mark.parametrize(
    "script",
    [
        "from transformers import AutoModelForCausalLM\n"
        "m = AutoModelForCausalLM.from_pretrained('quietlab-ai/long-ctx-7b', trust_remote_code=True)\n",
        "from transformers import pipeline\nREPO = 'vecsearch/' + 'embed-small'\n"
        "p = pipeline('feature-extraction', model=REPO, trust_remote_code=True)\n",
        "from sentence_transformers import SentenceTransformer\n"
        "enc = SentenceTransformer('retrievr/multi-embed', trust_remote_code=True, revision='main')\n",
        "import datasets\nds = datasets.load_dataset('corpora-hub/web-mix', trust_remote_code=True)\n",
        # the flag in a dict spread into the call
        "from transformers import AutoModel\nLOAD = {'trust_remote_code': True, 'torch_dtype': 'auto'}\n"
        "m = AutoModel.from_pretrained('quietlab-ai/enc', **LOAD)\n",
        # a module fetched from a repository and run
        "import runpy\nfrom huggingface_hub import hf_hub_download\n"
        "path = hf_hub_download(repo_id='toolsmith/agent-utils', filename='setup_env.py')\nrunpy.run_path(path)\n",
        "from huggingface_hub import hf_hub_download\n"
        "exec(open(hf_hub_download('toolsmith/agent-utils', 'bootstrap.py')).read())\n",
        # a snapshot on sys.path, then imported
        "import sys\nfrom huggingface_hub import snapshot_download\n"
        "root = snapshot_download(repo_id='toolsmith/agent-utils')\nsys.path.insert(0, root)\nimport agent_patch\n",
        # a checkpoint from a repository anyone owns, unpickled
        "import torch\nfrom huggingface_hub import hf_hub_download\n"
        "sd = torch.load(hf_hub_download('quietlab-ai/long-ctx-7b', 'pytorch_model.bin'))\n",
    ],
)
def test_unpinned_code_from_an_unknown_namespace_is_an_error(tmp_path: Path, script: str) -> None:
    assert "error" in _download_and_run(tmp_path, script)


def test_a_repository_named_by_a_download_is_an_error(tmp_path: Path) -> None:
    script = (
        "import requests\nfrom transformers import AutoModel\n"
        "name = requests.get('https://cfg.model-router.invalid/current').text.strip()\n"
        "m = AutoModel.from_pretrained(name, trust_remote_code=True)\n"
    )
    assert "error" in _download_and_run(tmp_path, script)


@pytest.mark.parametrize(
    "script",
    [
        # a well-known publisher's own custom code
        "from transformers import AutoModel\nm = AutoModel.from_pretrained('microsoft/Phi-3-mini-4k-instruct', "
        "trust_remote_code=True)\n",
        # pinned to a commit
        "from transformers import AutoModel\nm = AutoModel.from_pretrained('quietlab-ai/long-ctx-7b', "
        "revision='3f2a9c1d5e7b8a0f4c6d2e1b9a8c7d6e5f4a3b2c', trust_remote_code=True)\n",
        # the user names the model
        "import argparse\nfrom transformers import AutoModel\np = argparse.ArgumentParser()\n"
        "p.add_argument('--model')\na = p.parse_args()\n"
        "m = AutoModel.from_pretrained(a.model, trust_remote_code=True)\n",
    ],
)
def test_reviewable_remote_code_is_a_warning(tmp_path: Path, script: str) -> None:
    assert _download_and_run(tmp_path, script) == ["warning"]


@pytest.mark.parametrize(
    "script",
    [
        "from transformers import AutoModel, AutoTokenizer\ntok = AutoTokenizer.from_pretrained('quietlab-ai/x')\n"
        "m = AutoModel.from_pretrained('quietlab-ai/x')\n",
        "from transformers import AutoModel\nm = AutoModel.from_pretrained('./checkpoints/final', "
        "trust_remote_code=True)\n",
        "from transformers import AutoModel\nm = AutoModel.from_pretrained('quietlab-ai/x', trust_remote_code=False)\n",
        "from huggingface_hub import hf_hub_download, snapshot_download\n"
        "weights = hf_hub_download('quietlab-ai/x', 'model.safetensors')\n"
        "folder = snapshot_download('corpora-hub/web-mix', repo_type='dataset')\n",
        "import torch\nfrom huggingface_hub import hf_hub_download\n"
        "sd = torch.load(hf_hub_download('quietlab-ai/x', 'pytorch_model.bin'), weights_only=True)\n",
    ],
)
def test_ordinary_hub_use_stays_quiet(tmp_path: Path, script: str) -> None:
    assert _download_and_run(tmp_path, script) == []


@pytest.mark.parametrize(
    ("command", "expected"),
    [
        ("vllm serve quietlab-ai/long-ctx-7b --trust-remote-code --port 8000\n", ["error"]),
        ("python -m sglang.launch_server --model-path quietlab-ai/long-ctx-7b --trust-remote-code\n", ["error"]),
        (
            "lm_eval --model hf --model_args pretrained=quietlab-ai/long-ctx-7b,trust_remote_code=True --tasks arc\n",
            ["error"],
        ),
        ("vllm serve microsoft/Phi-3-mini-4k-instruct --trust-remote-code\n", ["warning"]),
        ('vllm serve "$MODEL" --trust-remote-code\n', ["warning"]),
        (
            "vllm serve quietlab-ai/long-ctx-7b --revision 3f2a9c1d5e7b8a0f4c6d2e1b9a8c7d6e5f4a3b2c "
            "--trust-remote-code\n",
            ["warning"],
        ),
        ("vllm serve ./checkpoints/final --trust-remote-code\n", []),
        ("vllm serve quietlab-ai/long-ctx-7b --port 8000\n", []),
    ],
)
def test_a_command_line_that_trusts_a_models_code(tmp_path: Path, command: str, expected: list[str]) -> None:
    findings = scan_findings(tmp_path, {"scripts/serve.sh": "#!/bin/sh\n" + command})
    assert [f.severity.value for f in findings if f.rule == "DOWNLOAD_AND_RUN"] == expected


@pytest.mark.parametrize(
    ("script", "expected"),
    [
        ("import torch\nm = torch.hub.load('visionkit-dev/detectors', 'yolo_tiny', pretrained=True)\n", ["error"]),
        ("import torch\nrepo = 'visionkit-dev/detectors:main'\nprint(torch.hub.list(repo))\n", ["error"]),
        ("import torch\nm = torch.hub.load('pytorch/vision:v0.19.0', 'resnet50', weights='DEFAULT')\n", ["warning"]),
        (
            "import torch\n"
            "m = torch.hub.load('visionkit-dev/detectors:9b1c4e7a2d3f5a6b8c0d1e2f3a4b5c6d7e8f9a0b', 'y')\n",
            ["warning"],
        ),
        ("import torch\nm = torch.hub.load('vendor/detectors', 'yolo', source='local')\n", []),
    ],
)
def test_torch_hub_runs_a_github_repositorys_hubconf(tmp_path: Path, script: str, expected: list[str]) -> None:
    assert _download_and_run(tmp_path, script) == expected
