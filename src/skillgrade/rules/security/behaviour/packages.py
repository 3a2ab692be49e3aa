"""Package names and indexes: a near miss of a popular name, an index that is not the public one.

Where the names come from (no network here but package registries, so the lists are bundled, in
``data/``; each file names its source in its first lines):
- PyPI: ``data/pypi-top.txt``, the 15,000 most-downloaded projects over 30 days (hugovk/
  top-pypi-packages, to 2026-04-01), and :data:`PYPI_POPULAR`, the first ~300 names of the same list
  in 2022 plus a hand-added set of AI SDKs and tools (openai, anthropic, langchain, uv, ruff …).
- npm: ``data/npm-top.txt``, npm's high-impact packages (a million weekly downloads or 500
  dependents; wooorm/npm-high-impact 1.12.0, data of 2025-12), most downloaded first, and
  :data:`NPM_POPULAR`, a hand-curated list of about 200 (frameworks, build tools, CLIs, MCP and AI SDKs).
A name is *imitated* when it is one of the :data:`IMITATED_TOP` most downloaded of its list or on the
hand list; a name on either list is popular itself and never a near miss (a project that made the
top 15,000 is not a typosquat, and two real projects one letter apart are common). A near miss is one
edit (insert, delete, substitute, swap two neighbours) or a separator/digit trick away from an
imitated name of length 5 or more, and not itself popular; the most downloaded name it imitates is
the one reported. Popular pairs one edit apart (``six``/``sip``) are why short names are left out.
A name of ten letters or more misspelt strictly inside one of its long words, or any name repeating
a letter strictly inside a word of a listed name, imitates a listed name of any rank (see
:func:`_mistyped_long_name` and :func:`_doubled_letter`), and so does a name written to be read as a
listed one (a confusable letter group, a capital I for an ``l``: :func:`confusable`).
"""

from __future__ import annotations

import functools
import re
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path, PurePosixPath

from skillgrade.rules.security.behaviour import vocabulary

IMITATED_TOP = 1000
"""How many of a registry's most downloaded names an attacker is taken to imitate. Real projects one
edit from another are common: of PyPI's projects ranked 5,001–15,000, 0.4% are one edit from one of
the top 300, 0.8% from the top 1,000 and 1.5% from the top 2,000 (npm: 0.1%, 0.3%, 0.5%). The top
15,000 are exempt; a real project below them is flagged at about those rates."""
_DATA = Path(__file__).parent / "data"

PYPI_POPULAR = frozenset(
    [
        "setuptools",
        "botocore",
        "urllib3",
        "boto3",
        "s3transfer",
        "six",
        "python-dateutil",
        "pyyaml",
        "requests",
        "idna",
        "certifi",
        "awscli",
        "charset-normalizer",
        "colorama",
        "rsa",
        "jmespath",
        "pyasn1",
        "wheel",
        "typing-extensions",
        "packaging",
        "numpy",
        "pip",
        "importlib-metadata",
        "pyparsing",
        "google-api-core",
        "zipp",
        "cryptography",
        "protobuf",
        "pandas",
        "cffi",
        "click",
        "markupsafe",
        "jinja2",
        "docutils",
        "attrs",
        "pytz",
        "pyjwt",
        "pycparser",
        "google-auth",
        "oauthlib",
        "requests-oauthlib",
        "cachetools",
        "pyasn1-modules",
        "google-cloud-core",
        "sqlalchemy",
        "wrapt",
        "chardet",
        "werkzeug",
        "google-cloud-storage",
        "azure-core",
        "isodate",
        "toml",
        "aiohttp",
        "websocket-client",
        "flask",
        "googleapis-common-protos",
        "multidict",
        "yarl",
        "decorator",
        "greenlet",
        "psutil",
        "tabulate",
        "async-timeout",
        "jsonschema",
        "azure-storage-blob",
        "msrest",
        "google-api-python-client",
        "pyarrow",
        "itsdangerous",
        "grpcio",
        "pillow",
        "pyrsistent",
        "docker",
        "scipy",
        "fsspec",
        "lxml",
        "pytest",
        "frozenlist",
        "filelock",
        "pluggy",
        "pygments",
        "futures",
        "importlib-resources",
        "tqdm",
        "azure-common",
        "aiosignal",
        "future",
        "google-resumable-media",
        "google-cloud-bigquery",
        "gitpython",
        "joblib",
        "mypy-extensions",
        "platformdirs",
        "prometheus-client",
        "gunicorn",
        "matplotlib",
        "pyopenssl",
        "smmap",
        "httplib2",
        "gitdb",
        "mako",
        "tomli",
        "scikit-learn",
        "sqlparse",
        "beautifulsoup4",
        "cloudpickle",
        "webencodings",
        "uritemplate",
        "pynacl",
        "kiwisolver",
        "pexpect",
        "ptyprocess",
        "paramiko",
        "soupsieve",
        "alembic",
        "bcrypt",
        "cycler",
        "virtualenv",
        "iniconfig",
        "google-auth-httplib2",
        "defusedxml",
        "absl-py",
        "requests-toolbelt",
        "openpyxl",
        "et-xmlfile",
        "adal",
        "s3fs",
        "distlib",
        "cython",
        "psycopg2-binary",
        "aiobotocore",
        "prompt-toolkit",
        "asynctest",
        "google-crc32c",
        "tensorflow-serving-api",
        "proto-plus",
        "argcomplete",
        "py4j",
        "tenacity",
        "regex",
        "google-auth-oauthlib",
        "ipython",
        "databricks-cli",
        "msal",
        "portalocker",
        "bleach",
        "traitlets",
        "tornado",
        "smart-open",
        "imageio",
        "asn1crypto",
        "redis",
        "pyodbc",
        "jedi",
        "msal-extensions",
        "parso",
        "python-editor",
        "entrypoints",
        "coverage",
        "pycodestyle",
        "azure-identity",
        "pickleshare",
        "wcwidth",
        "pydantic",
        "networkx",
        "backcall",
        "typing-inspect",
        "pyspark",
        "mlflow",
        "mccabe",
        "pycryptodomex",
        "tzlocal",
        "nest-asyncio",
        "pyzmq",
        "tensorflow",
        "mistune",
        "markdown",
        "pathspec",
        "setuptools-scm",
        "deprecated",
        "nbconvert",
        "pymysql",
        "pymongo",
        "nbformat",
        "msrestazure",
        "ipython-genutils",
        "isort",
        "psycopg2",
        "msgpack",
        "jupyter-client",
        "pandocfilters",
        "testpath",
        "secretstorage",
        "jeepney",
        "cached-property",
        "nbclient",
        "xmltodict",
        "termcolor",
        "notebook",
        "ipykernel",
        "jupyterlab-pygments",
        "jupyter-core",
        "terminado",
        "argon2-cffi",
        "send2trash",
        "pbr",
        "matplotlib-inline",
        "oauth2client",
        "ujson",
        "tensorflow-estimator",
        "ipywidgets",
        "widgetsnbextension",
        "tensorboard",
        "fonttools",
        "libcst",
        "ruamel-yaml",
        "gast",
        "jupyterlab-widgets",
        "xlrd",
        "threadpoolctl",
        "debugpy",
        "datadog",
        "configparser",
        "applicationinsights",
        "azure-storage-common",
        "flake8",
        "pyflakes",
        "h5py",
        "sentry-sdk",
        "more-itertools",
        "dill",
        "simplejson",
        "google-cloud-bigquery-storage",
        "tensorflow-metadata",
        "contextlib2",
        "typed-ast",
        "azure-mgmt-resource",
        "babel",
        "marshmallow",
        "lightgbm",
        "oscrypto",
        "gensim",
        "ruamel-yaml-clib",
        "appdirs",
        "snowflake-connector-python",
        "keyring",
        "dnspython",
        "elasticsearch",
        "lazy-object-proxy",
        "google-cloud-logging",
        "mock",
        "gcsfs",
        "tzdata",
        "distro",
        "pydata-google-auth",
        "backports-zoneinfo",
        "pandas-gbq",
        "nltk",
        "keras-preprocessing",
        "dataclasses",
        "pytest-cov",
        "enum34",
        "pkginfo",
        "argon2-cffi-bindings",
        "astroid",
        "boto",
        "sortedcontainers",
        "rfc3986",
        "python-dotenv",
        "typeguard",
        "jsonpickle",
        "zope-interface",
        "xgboost",
        "toolz",
        "xlsxwriter",
        "graphviz",
        "pyathena",
        "h11",
        "jupyter-console",
        "qtconsole",
        "qtpy",
        "black",
        "pylint",
        "scramp",
        "sniffio",
        "text-unidecode",
        "jupyter",
        "azure-mgmt-storage",
        "google-pasta",
        "azure-mgmt-core",
        "plotly",
        "pycryptodome",
        "keras",
        "statsmodels",
        "azure-mgmt-keyvault",
        "tensorflow-addons",
        "pywavelets",
        "gevent",
        "typing",
        "html5lib",
        "humanfriendly",
        "openai",
        "anthropic",
        "langchain",
        "langchain-core",
        "langchain-openai",
        "langchain-community",
        "langgraph",
        "llama-index",
        "transformers",
        "tokenizers",
        "huggingface-hub",
        "datasets",
        "accelerate",
        "safetensors",
        "torch",
        "torchvision",
        "torchaudio",
        "sentence-transformers",
        "tiktoken",
        "fastapi",
        "starlette",
        "uvicorn",
        "httpx",
        "httpcore",
        "anyio",
        "pydantic-core",
        "pydantic-settings",
        "uv",
        "ruff",
        "mypy",
        "pre-commit",
        "poetry",
        "hatch",
        "hatchling",
        "pdm",
        "tox",
        "nox",
        "twine",
        "build",
        "pipx",
        "rich",
        "typer",
        "streamlit",
        "gradio",
        "selenium",
        "playwright",
        "scrapy",
        "pdfplumber",
        "pypdf",
        "pypdf2",
        "pymupdf",
        "python-docx",
        "python-pptx",
        "reportlab",
        "markdownify",
        "polars",
        "duckdb",
        "opencv-python",
        "scikit-image",
        "spacy",
        "gspread",
        "pyttsx3",
        "boto3-stubs",
        "mcp",
        "fastmcp",
        "litellm",
        "ollama",
        "google-generativeai",
        "google-genai",
        "cohere",
        "mistralai",
        "groq",
        "chromadb",
        "pinecone-client",
        "qdrant-client",
        "weaviate-client",
        "faiss-cpu",
        "celery",
        "kombu",
        "django",
        "djangorestframework",
        "flask-cors",
        "sqlmodel",
        "asyncpg",
        "aiofiles",
        "websockets",
        "orjson",
        "loguru",
        "structlog",
        "jsonlines",
        "pyperclip",
        "watchdog",
        "paho-mqtt",
        "pyserial",
        "pexpect",
        "pywin32",
        "pyinstaller",
        "bs4",
        "discord.py",
        "web3",
        "solana",
        "jupyterlab",
        "pytest-asyncio",
        "pytest-mock",
        "psycopg",
        "uvloop",
        "python-multipart",
    ]
)

NPM_POPULAR = frozenset(
    [
        "react",
        "react-dom",
        "next",
        "vue",
        "nuxt",
        "svelte",
        "angular",
        "express",
        "koa",
        "fastify",
        "lodash",
        "underscore",
        "axios",
        "node-fetch",
        "typescript",
        "ts-node",
        "tsx",
        "esbuild",
        "vite",
        "webpack",
        "webpack-cli",
        "rollup",
        "parcel",
        "babel-core",
        "prettier",
        "eslint",
        "jest",
        "vitest",
        "mocha",
        "chai",
        "jasmine",
        "cypress",
        "playwright",
        "puppeteer",
        "commander",
        "yargs",
        "chalk",
        "debug",
        "dotenv",
        "uuid",
        "moment",
        "dayjs",
        "date-fns",
        "rxjs",
        "redux",
        "zustand",
        "mobx",
        "tailwindcss",
        "postcss",
        "autoprefixer",
        "sass",
        "less",
        "nodemon",
        "concurrently",
        "cross-env",
        "rimraf",
        "glob",
        "minimist",
        "semver",
        "inquirer",
        "ora",
        "execa",
        "shelljs",
        "fs-extra",
        "mkdirp",
        "ws",
        "socket.io",
        "mongoose",
        "sequelize",
        "prisma",
        "knex",
        "pg",
        "mysql",
        "mysql2",
        "redis",
        "ioredis",
        "bcrypt",
        "jsonwebtoken",
        "passport",
        "cors",
        "helmet",
        "body-parser",
        "morgan",
        "winston",
        "pino",
        "zod",
        "yup",
        "joi",
        "ajv",
        "husky",
        "lint-staged",
        "nanoid",
        "classnames",
        "clsx",
        "styled-components",
        "emotion",
        "antd",
        "bootstrap",
        "jquery",
        "three",
        "d3",
        "chart.js",
        "electron",
        "openai",
        "firebase",
        "graphql",
        "apollo-server",
        "cheerio",
        "marked",
        "markdown-it",
        "highlight.js",
        "sharp",
        "multer",
        "nodemailer",
        "pm2",
        "serve",
        "http-server",
        "live-server",
        "turbo",
        "lerna",
        "nx",
        "pnpm",
        "yarn",
        "npm",
        "npx",
        "bun",
        "deno",
        "tsup",
        "swc",
        "zx",
        "listr2",
        "prompts",
        "colors",
        "picocolors",
        "kleur",
        "node-gyp",
        "request",
        "superagent",
        "got",
        "ky",
        "cross-fetch",
        "playwright-core",
        "vercel",
        "netlify-cli",
        "wrangler",
        "firebase-tools",
        "aws-sdk",
        "aws-cdk",
        "serverless",
        "langchain",
        "anthropic",
        "ai",
        "mcp-remote",
        "tslib",
        "core-js",
        "regenerator-runtime",
        "discord.js",
        "mongodb",
        "react-scripts",
        "webpack-dev-server",
        "bcryptjs",
        "node-sass",
        "vue-router",
        "moment-timezone",
        "request-promise",
        "cookie-parser",
        "express-session",
        "puppeteer-core",
        "socket.io-client",
        "ethers",
        "web3",
        "coffee-script",
        "babel-cli",
        "eslint-config-prettier",
        "ts-jest",
        "typeorm",
        "graphql-tag",
        "react-router",
        "react-router-dom",
        "next-auth",
        "tailwind-merge",
        "lucide-react",
        "framer-motion",
        "date-fns-tz",
        "cross-spawn",
        "http-proxy",
        "form-data",
        "qs",
        "async",
        "bluebird",
        "underscore.string",
        "minimatch",
        "chokidar",
        "yaml",
        "js-yaml",
        "dompurify",
        "sanitize-html",
        "xml2js",
        "sqlite3",
        "better-sqlite3",
        "@modelcontextprotocol/sdk",
    ]
)

_KNOWN_INDEXES = (
    "pypi.org/simple", "pypi.python.org/simple", "test.pypi.org/simple", "files.pythonhosted.org",
    "download.pytorch.org/whl", "pypi.nvidia.com", "data.pyg.org", "registry.npmjs.org", "registry.yarnpkg.com",
    "npm.pkg.github.com", "download.pytorch.org", "storage.googleapis.com/jax-releases", "pypi.ngc.nvidia.com",
    "rubygems.org", "index.rubygems.org", "rubygems.pkg.github.com", "index.crates.io", "proxy.golang.org",
    "repo.maven.apache.org/maven2", "api.nuget.org", "conda.anaconda.org", "repo.anaconda.com",
    "registry.terraform.io", "registry.opentofu.org", "releases.hashicorp.com",
)  # fmt: skip
_CODE_HOSTS = frozenset(
    {"github.com", "gitlab.com", "bitbucket.org", "codeload.github.com", "files.pythonhosted.org", "pypi.org",
     "registry.npmjs.org", "download.pytorch.org", "huggingface.co", "objects.githubusercontent.com"}
)  # fmt: skip


_GO_HOSTS = frozenset(
    {"github.com", "gitlab.com", "bitbucket.org", "codeberg.org", "gitea.com", "git.sr.ht", "golang.org",
     "google.golang.org", "cloud.google.com", "go.googlesource.com", "gopkg.in", "go.uber.org", "honnef.co",
     "mvdan.cc", "k8s.io", "sigs.k8s.io", "go.etcd.io", "go.opentelemetry.io", "go.opencensus.io", "gotest.tools",
     "gorm.io", "entgo.io", "gocloud.dev", "helm.sh", "oras.land", "cuelang.org", "cuelabs.dev", "filippo.io",
     "golang.zx2c4.com", "gvisor.dev", "tailscale.com", "connectrpc.com", "buf.build", "go.temporal.io",
     "dario.cat", "rsc.io", "modernc.org", "lukechampine.com", "nhooyr.io", "storj.io", "go.mongodb.org",
     "go.starlark.net", "go.mozilla.org", "go.elastic.co", "knative.dev", "istio.io", "tags.cncf.io",
     "dagger.io", "pault.ag", "goreleaser.com", "go.abhg.dev", "software.sslmate.com"}
)  # fmt: skip
"""Where Go modules are fetched from: the public code hosts and the vanity import domains of the
Go team, Google, Kubernetes and widely used projects (listed by hand from their published module
paths). A module path on another domain is fetched from whatever that domain's ``go-import`` tag
names at run time."""


def go_module_host(spec: str) -> str | None:
    """The host a ``go install``/``go run``/``go get`` module path is fetched from, when it is not one
    of :data:`_GO_HOSTS` (``tools.example-cdn.net/cli@latest`` → ``tools.example-cdn.net``)."""
    path = spec.split("@", 1)[0]
    host = path.split("/", 1)[0].lower()
    if "/" not in path or "." not in host or not re.fullmatch(r"[a-z0-9.-]+(?::\d+)?", host):
        return None  # a package in the module (./cmd/tool), a standard-library name, a flag's value
    if host in _GO_HOSTS or any(host.endswith("." + known) for known in _GO_HOSTS):
        return None
    return host


def known_index(url: str) -> bool:
    """``url`` is a public package index (PyPI, npm, PyTorch's wheels …) over HTTPS."""
    lowered = url.strip().strip("\"'").lower()
    if not lowered.startswith("https://"):
        return False
    host = vocabulary.url_host(lowered) or ""
    return any(
        host == known.split("/", 1)[0] and vocabulary.url_path(lowered).startswith("/" + known.partition("/")[2])
        for known in _KNOWN_INDEXES
    )


def known_code_host(url: str) -> bool:
    """A URL on a public code host or registry over HTTPS (a named repository, reviewable)."""
    lowered = url.strip().strip("\"'").lower()
    if lowered.startswith("git+"):
        lowered = lowered[4:]
    host = vocabulary.url_host(lowered)
    return lowered.startswith(("https://", "ssh://")) and host in _CODE_HOSTS


_BRANDS_OWN_DOMAINS = frozenset(
    {"github.io", "githubusercontent.com", "github.com", "gitlab.io", "gitlab.com", "npmjs.com", "npmjs.org",
     "pypi.org", "pythonhosted.org", "pypi.io", "pytorch.org", "huggingface.co", "bitbucket.io", "bitbucket.org",
     "yarnpkg.com"}
)  # fmt: skip
_BRANDS = ("pypi", "pythonhosted", "npmjs", "yarnpkg", "github", "gitlab", "bitbucket", "pytorch", "huggingface")


def trusted_host(url: str) -> str | None:
    """Why ``url``'s host is not to be trusted for code (plain http, an IP, a look-alike), or ``None``."""
    text = url.strip().strip("\"'")
    if text.lower().startswith("git+"):
        text = text[4:]
    host = vocabulary.url_host(text) or ""
    if text.lower().startswith("http://") and not vocabulary.is_local_host(host):
        return "plain http"
    if host and vocabulary.is_ip(host) and not vocabulary.is_local_host(host):
        return "a bare IP address"
    known = {h.split("/", 1)[0] for h in _KNOWN_INDEXES} | _CODE_HOSTS
    if host in known or any(host.endswith("." + k) for k in known):
        return None
    if any(host.startswith(k + ".") for k in known if "." in k):
        return f"a look-alike of a public registry ({host})"  # github.com.example.net: another domain wearing the name
    registrable = ".".join(host.split(".")[-2:])  # a private index at pypi.corp.example is not a look-alike
    if registrable in _BRANDS_OWN_DOMAINS:
        return None  # GitHub Pages, GitLab Pages, npm's and PyPI's own domains: the brand's, not a look-alike
    if any(brand in registrable.replace("-", "").replace(".", "") for brand in _BRANDS):
        return f"a look-alike of a public registry ({host})"
    squeezed = host.replace("-", "")
    if any(one_edit(squeezed, k) or one_edit(host, k) for k in known):
        return f"a look-alike of a public registry ({host})"
    return None


KNOWN_REGISTRIES = frozenset(
    {"docker.io", "registry-1.docker.io", "ghcr.io", "gcr.io", "quay.io", "mcr.microsoft.com", "public.ecr.aws",
     "registry.k8s.io", "registry.gitlab.com", "docker.elastic.co", "nvcr.io", "localhost"}
)  # fmt: skip
"""Public container registries (and the machine's own): an image from any other host is published by
whoever runs that host, so what it is handed goes to them."""


def image_registry(reference: str) -> str:
    """The registry host of a container image reference (``docker.io`` when its first part names none)."""
    first = reference.split("/", 1)[0]
    return first.lower() if "/" in reference and ("." in first or ":" in first or first == "localhost") else "docker.io"


def known_registry_host(url: str) -> bool:
    """``url`` is on a public registry or code host, or a subdomain of one (``private.pypi.org``)."""
    host = vocabulary.url_host(url.strip().strip("\"'").removeprefix("git+")) or ""
    known = {h.split("/", 1)[0] for h in _KNOWN_INDEXES} | _CODE_HOSTS
    return host in known or any(host.endswith("." + k) for k in known)


def base_name(spec: str) -> str:
    """The package name of a requirement or npm spec: ``requests==2.0`` → ``requests``, ``@a/b@1`` → ``@a/b``."""
    spec = spec.strip().strip("\"'")
    if spec.startswith("@"):
        scope, _, rest = spec[1:].partition("/")
        return "@" + scope + "/" + re.split(r"[@<>=!~;\[ ]", rest, maxsplit=1)[0]
    return re.split(r"[@<>=!~;\[ ]", spec, maxsplit=1)[0]


def _canonical(name: str, ecosystem: str = "pypi") -> str:
    """The form a registry compares names in: PyPI folds runs of ``-_.`` into ``-`` (PEP 503); npm
    only lower-cases, since ``decimal.js`` and ``decimal-js`` are two packages there."""
    if ecosystem == "npm":
        return name.lower()
    return re.sub(r"[-_.]+", "-", name.lower())


@functools.cache
def _ranked(ecosystem: str) -> tuple[str, ...]:
    """The bundled list of ``ecosystem``'s popular names, most downloaded first (stored canonical)."""
    lines = (_DATA / f"{ecosystem}-top.txt").read_text(encoding="utf-8").splitlines()
    return tuple(line for line in lines if line and not line.startswith("#"))


@functools.cache
def _popular(ecosystem: str) -> frozenset[str]:
    hand = NPM_POPULAR if ecosystem == "npm" else PYPI_POPULAR
    return frozenset(_ranked(ecosystem)) | frozenset(_canonical(n, ecosystem) for n in hand)


@functools.cache
def _imitated(ecosystem: str) -> tuple[dict[str, tuple[str, ...]], dict[str, int]]:
    """The names worth imitating, indexed by themselves and each of their one-letter deletions
    (two names one edit apart share one of those keys), and their download rank."""
    hand = NPM_POPULAR if ecosystem == "npm" else PYPI_POPULAR
    names = [*_ranked(ecosystem)[:IMITATED_TOP], *sorted(_canonical(n, ecosystem) for n in hand)]
    rank: dict[str, int] = {}
    for name in names:
        if len(name) >= 5 and not name.startswith("@"):
            rank.setdefault(name, len(rank))
    index: dict[str, list[str]] = {}
    for name in rank:
        for key in {name, name.replace("-", ""), *_deletions(name)}:
            index.setdefault(key, []).append(name)
    return {key: tuple(found) for key, found in index.items()}, rank


def _deletions(name: str) -> set[str]:
    return {name[:index] + name[index + 1 :] for index in range(len(name))}


_CERTIFICATE_CHECKS_OFF = re.compile(
    r"(?im)^\s*(?:strict-ssl\s*[=\s]\s*[\"']?false|enableStrictSsl\s*:\s*[\"']?false|trusted-host\s*[=:]\s*\S"
    r"|allow-insecure-host\s*=\s*\S|(?:cert(?:ificate)?-?verif(?:y|ication)|ssl_verify)\s*[=:]\s*[\"']?(?:false|0|no|off))"
)
"""Settings of a package manager's config that turn TLS certificate checks off (npm and yarn
``strict-ssl=false``, ``enableStrictSsl: false``; pip ``trusted-host``; uv ``allow-insecure-host``):
whoever is on the network path can then serve any package under the index's name."""

UNVERIFIED = "turns certificate checks off for it"
"""How an index's evidence says its certificates are not checked: whatever the host, and even one
shown as a placeholder, whoever is on the network path serves the packages, so no name makes it safe."""
UNSIGNED = "takes its packages without checking their signatures"
"""How a package source's evidence says the flag that adds it turns signature checks off: whoever
serves it, or sits on the way to it, hands out builds that are installed, so no name makes it safe."""


def certificate_checks_off(text: str) -> tuple[int, str] | None:
    """The line (1-based) and setting of a package manager's config text that turns certificate
    checks off for its index, if any."""
    match = _CERTIFICATE_CHECKS_OFF.search(text)
    if match is None:
        return None
    start = match.end() - len(match.group(0).lstrip())
    end = text.find("\n", start)
    setting = text[start : end if end >= 0 else len(text)].strip()[:80]  # the whole setting: `trusted-host = host`
    return text.count("\n", 0, start) + 1, setting


INDEX_CONFIGS = ("pip.conf", "pip.ini", ".npmrc", ".yarnrc", ".yarnrc.yml", "uv.toml", ".pydistutils.cfg")
"""Package managers' config files whose index every later install on the machine (or in the folder) uses."""


def written_indexes(path: str, text: str | None, pattern: str | None) -> list[tuple[str, str | None]]:
    """The indexes other than the public ones that a package manager's config written to ``path``
    (with ``text``, or ``pattern`` with ``*`` for its run-time parts) sends installs to, each with
    the setting that turns its certificate checks off, if any."""
    if not path.lower().endswith(INDEX_CONFIGS):
        return []
    off = certificate_checks_off(pattern or text or "")
    return [(url, off[1] if off else None) for url in vocabulary.urls(text or "") if not known_index(url)]


SHADOWED = "the same command also installs the widely used"
"""How an added index's evidence names the registry's popular packages the same command installs:
pip takes the highest version either source offers (uv the added index's), so an index beside the
registry can hand out its own build of any of them."""
CLAIMED = "claims the package names of"
"""How a registry's evidence says it is declared for a public publisher's own names (a scoped registry
for ``com.unity``): every package of those names then resolves from it, whatever its host."""


UNOWNED = "takes names that carry no word of the index's own name:"
"""How an added index on a documentation domain's evidence says none of the names the command takes
through it is that index's own (:func:`unowned_names`): a placeholder for the reader's private index
serves the reader's own packages, named so; one that serves other names stands beside the registry
for projects published elsewhere, the look-alike set-up of dependency confusion."""

_INDEX_WORDS = frozenset((
    "pypi", "pip", "pkgs", "pkg", "packages", "package", "wheels", "wheel", "whl", "index", "simple", "repo",
    "repos", "repository", "registry", "mirror", "mirrors", "cache", "proxy", "artifacts", "artifactory",
    "nexus", "files", "download", "downloads", "dl", "cdn", "www", "internal", "private", "python", "api",
    "example", "com", "net", "org", "local", "dev", "prod",
))  # fmt: skip
"""Words of an index's host that name the service, not its owner (``pypi``, ``wheels``, ``mirror``)."""


def unowned_names(url: str, specs: Iterable[str], ecosystem: str = "pypi") -> tuple[str, ...]:
    """The names of ``specs`` an added index at ``url`` serves when none of them is its own: the index's
    host is a documentation domain (so read as a placeholder for the reader's own index) that names an
    owner (a word other than the service's: ``corp`` in ``pypi.corp.example``), and no name carries one
    of those words (``corp-survey-utils`` does). Empty when a name is the owner's, when the host names
    no owner (``pypi.example.com``) or is a real one (judged by its own name elsewhere)."""
    host = vocabulary.url_host(url) or ""
    if not vocabulary.documentation_domain(host):
        return ()
    owner = {w for w in re.findall(r"[a-z0-9]+", host) if len(w) >= 3 and w not in _INDEX_WORDS and not w.isdigit()}
    names = [base_name(s.strip("\"'")) for s in specs]
    names = [n for n in names if n and not n.startswith(("-", ".", "/", "~")) and "://" not in n and n != "?"]
    if not owner or not names:
        return ()
    if any(word in re.sub(r"[^a-z0-9]", "", _canonical(name, ecosystem)) for name in names for word in owner):
        return ()
    return tuple(dict.fromkeys(names))


def public_name(ecosystem: str, spec: str) -> bool:
    """``spec`` names one of the registry's listed (most downloaded or hand-listed) packages."""
    if ecosystem not in ("pypi", "npm"):
        return False
    return _canonical(base_name(spec), ecosystem) in _popular(ecosystem)


_CONFUSABLE_GROUPS = (("rn", "m"), ("vv", "w"), ("cl", "d"), ("0", "o"), ("1", "l"))
"""Letter groups that read as one another at a glance in most fonts (``rn`` as ``m``, ``vv`` as
``w``, ``cl`` as ``d``, a digit as the letter it resembles). Among the 15,000 listed names of each
registry no two differ by one such swap, so a name that does is written to be read as the listed
one, whatever that one's rank."""
_INNER_NARROW = re.compile(r"(?<=[a-z])[il](?=[a-z])")
"""An ``i`` or an ``l`` strictly inside a word: the two narrow upright strokes read as each other
at a glance (``pdf-llb`` read as ``pdf-lib``). Among the 15,000 listed names of each registry two
pairs differ by one such swap, both at a word's last letter (npm's ``parseuri``/``parseurl``, PyPI's
``pytest-mpi``/``pytest-mpl``) and none inside a word, so a name that swaps one there is written to
be read as the listed one, whatever that one's rank."""
_READ_AS_L = re.compile(r"(?<=[a-z])I")
"""A capital I after a lower-case letter (``dentaI``): beside lower case it reads as an ``l``."""


def confusable(ecosystem: str, spec: str) -> str | None:
    """The name ``spec`` is written to be read as: a listed name (any rank, five letters or more)
    one confusable group away (``pydicorn`` read as ``pydicom``, either way round), or, whatever is
    listed, the name a capital I placed among lower-case letters stands in for an ``l`` of, when
    those I's are its only capitals (``@acrne-I/x`` read as ``@acrne-l/x``). Registries compare
    names case-folded (PyPI) or refuse capitals in new names (npm), so no honest package is spelt
    with a lone capital I in a lower-case word; a listed name (npm's older ``JSONStream``) is left alone."""
    if ecosystem not in ("pypi", "npm"):
        return None
    raw = base_name(spec)
    if not raw or _canonical(raw, ecosystem) in _popular(ecosystem):
        return None
    if _READ_AS_L.search(raw) and not any(c.isupper() for c in _READ_AS_L.sub("", raw)):
        return _READ_AS_L.sub("l", raw)
    name = _canonical(raw, ecosystem)
    popular = _popular(ecosystem)
    for written, read in _CONFUSABLE_GROUPS:
        for shown, meant in ((written, read), (read, written)):
            for match in re.finditer(re.escape(shown), name):
                candidate = name[: match.start()] + meant + name[match.end() :]
                if len(candidate) >= _ANY_RANK_MIN_LENGTH and candidate in popular:
                    return candidate
    for match in _INNER_NARROW.finditer(name):
        candidate = name[: match.start()] + ("l" if match.group() == "i" else "i") + name[match.end() :]
        if len(candidate) >= _ANY_RANK_MIN_LENGTH and candidate in popular:
            return candidate
    return None


def near_miss(ecosystem: str, spec: str, every_rank: bool = False) -> str | None:
    """The popular name ``spec`` imitates, if it is a near miss of one and not popular itself.
    ``every_rank``: the install adds an index beside the registry's, so one edit from a listed name
    of any rank counts (a real project one edit from a listed one is published on the registry, not
    on an index added beside it)."""
    if ecosystem not in ("pypi", "npm"):
        return None
    looks_like = confusable(ecosystem, spec)
    if looks_like is not None:
        return looks_like
    name = _canonical(base_name(spec), ecosystem)
    if ecosystem == "npm" and name.startswith("@") and "/" in name:
        return _scope_near_miss(name)
    if not name or name.startswith("@") or len(name) < 4 or name in _popular(ecosystem):
        return None
    index, rank = _imitated(ecosystem)
    squeezed = name.replace("-", "")
    unnumbered = re.sub(r"\d+$", "", name)
    keys = {name, squeezed, unnumbered, *_deletions(name)}
    candidates = {candidate for key in keys for candidate in index.get(key, ())}
    imitated = [
        candidate
        for candidate in candidates
        if abs(len(candidate) - len(name)) <= 2
        and (candidate.replace("-", "") == squeezed or one_edit(name, candidate) or unnumbered == candidate)
    ]
    if imitated:
        return min(imitated, key=rank.__getitem__)
    found = (
        _doubled_letter(ecosystem, name)
        or _mistyped_long_name(ecosystem, name)
        or _hyphen_dropped(ecosystem, name)
        or _hyphen_added(ecosystem, name)
    )
    return found if found is not None or not every_rank else _one_edit_of_any_rank(ecosystem, name)


def _one_edit_of_any_rank(ecosystem: str, name: str) -> str | None:
    """The most downloaded listed name (five letters or more) one edit from ``name``."""
    popular = _popular(ecosystem)
    found = [c for c in _one_letter_variants(name) if len(c) >= _ANY_RANK_MIN_LENGTH and c in popular]
    if not found:
        return None
    return _most_downloaded(ecosystem, found)


_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_MISTYPED_MIN_LENGTH = 10
_MISTYPED_MIN_WORD = 6


def _mistyped_long_name(ecosystem: str, name: str) -> str | None:
    """A listed name (any rank) that ``name`` misspells inside one of its words: one letter dropped,
    added, changed or two swapped strictly inside a word of six letters or more, in a name of ten or
    more (``data-transformers`` for a ``data-transformer-kit``'s sibling is not this: the edit is at
    a word's end). Real projects one edit apart differ at a word's edge (a plural, a digit, a prefix
    such as ``ts``/``es``); of the listed names ranked 5,001-15,000, 0.03% (npm) and 0.07% (PyPI)
    misspell a higher one inside a long word, against 0.3-0.8% for any one edit of the top 1,000, so
    every listed name can be imitated this way."""
    if len(name) < _MISTYPED_MIN_LENGTH:
        return None
    popular = _popular(ecosystem)
    found = [
        candidate
        for candidate in _one_letter_variants(name)
        if candidate in popular and _inside_a_word(name, candidate)
    ]
    if not found:
        return None
    return _most_downloaded(ecosystem, found)


_ANY_RANK_MIN_LENGTH = 5
_HYPHEN_DROPPED_MIN_WORDS = 3


def _most_downloaded(ecosystem: str, names: list[str]) -> str:
    """The first of ``names`` in the registry's download ranking (one on no ranked list comes last)."""
    ranked = _ranked(ecosystem)
    return min(names, key=lambda c: ranked.index(c) if c in ranked else len(ranked))


def _hyphen_dropped(ecosystem: str, name: str) -> str | None:
    """A listed name (any rank) of three words or more that ``name`` is with one hyphen left out
    (``chartjs-adapter-datefns``): two words run together, the slip a squatter registers. Real
    projects so paired are rare among long names: of the listed names of three words or more 0.10%
    (npm: ``is-typedarray``/``is-typed-array``) and 0.06% (PyPI) have a listed twin one hyphen
    shorter, against 0.7% and 0.3% for names of two words (``pngjs``/``png-js``), which are left out."""
    if "-" not in name:
        return None
    popular = _popular(ecosystem)
    words = name.split("-")
    found = [
        "-".join([*words[:index], word[:cut] + "-" + word[cut:], *words[index + 1 :]])
        for index, word in enumerate(words)
        for cut in range(1, len(word))
    ]
    listed = [c for c in found if c.count("-") + 1 >= _HYPHEN_DROPPED_MIN_WORDS and c in popular]
    if not listed:
        return None
    return _most_downloaded(ecosystem, listed)


def _hyphen_added(ecosystem: str, name: str) -> str | None:
    """A listed name (any rank) that ``name`` of three words or more is with one word split in two
    by a hyphen (``data-base-utils`` for ``database-utils``): the mirror of :func:`_hyphen_dropped`,
    and as rare between real projects: of the listed names of three words or more 0.06% (PyPI:
    ``click-config-file``/``click-configfile``) and 0.10% (npm: ``react-date-picker``) have a listed
    twin one hyphen shorter, against 0.3% and 0.7% for names of two words, which are left out."""
    words = name.split("-")
    if len(words) < _HYPHEN_DROPPED_MIN_WORDS:
        return None
    popular = _popular(ecosystem)
    joined = [
        "-".join([*words[:index], words[index] + words[index + 1], *words[index + 2 :]])
        for index in range(len(words) - 1)
    ]
    listed = [c for c in joined if len(c) >= _ANY_RANK_MIN_LENGTH and c in popular]
    if not listed:
        return None
    return _most_downloaded(ecosystem, listed)


def _doubled_letter(ecosystem: str, name: str) -> str | None:
    """A listed name (any rank) that ``name`` repeats one letter of strictly inside one of its words
    (``netmikko``, ``asynccua``): the slip a squatter registers because hands make it. Real projects
    almost never differ so: of the 15,000 listed names of each registry one (PyPI's ``pyyaml``, itself
    listed) and none (npm) repeat a letter inside a word of another listed name, against 0.3-0.8% for
    any one edit of the top 1,000, so every listed name of five letters or more can be imitated this
    way. A repeat at a word's first or last letter (``ffmpy``, ``memoizee``, a plural's ``ss``) is a
    real-name shape and left out."""
    popular = _popular(ecosystem)
    found: list[str] = []
    for word in re.finditer(r"[a-z]+", name):
        for run in re.finditer(r"([a-z])\1+", word.group()):
            if run.start() > 0 and run.end() < len(word.group()):
                at = word.start() + run.start()
                found.append(name[:at] + name[at + 1 :])
    listed = [c for c in found if len(c) >= _ANY_RANK_MIN_LENGTH and c in popular]
    if not listed:
        return None
    return _most_downloaded(ecosystem, listed)


_ADDED_WORD_MIN_LENGTH = 5
_PLUGIN_HOST_EXTENSIONS = 3


def listed_name_with_a_word(ecosystem: str, spec: str) -> str | None:
    """The listed name (any rank, five letters or more) ``spec`` is made of with words added after
    it (``requests-tools`` for ``requests``), when ``spec`` is not listed itself and the listed name is
    a library, not a framework others publish plugins for: the "maintained fork" a squatter puts on an
    index beside the registry. A framework (``django``, ``pytest``, ``react``: three or more listed
    names extend each) has private plugins named so as a matter of course; of the 15,000 listed names
    of each registry about 95% are extended by none. Only asked of an install that adds an index beside
    the registry (where a real extension of a popular project would be published on the registry) or
    of a runner told not to ask about an unpinned name (``npx -y``: the newest publish runs at once)."""
    if ecosystem not in ("pypi", "npm"):
        return None
    name = _canonical(base_name(spec), ecosystem)
    popular = _popular(ecosystem)
    if name.startswith("@") or name in popular:
        return None
    words = name.split("-")
    for cut in range(len(words) - 1, 0, -1):
        part = "-".join(words[:cut])
        if len(part) >= _ADDED_WORD_MIN_LENGTH and part in popular:
            return part if _listed_extensions(ecosystem).get(part, 0) < _PLUGIN_HOST_EXTENSIONS else None
    return None


def unpinned(spec: str) -> bool:
    """``spec`` names no version, or a moving tag (``name``, ``name@latest``, ``@scope/name@next``):
    what runs is whatever was published last."""
    spec = spec.strip().strip("\"'")
    rest = spec[len(base_name(spec)) :]
    return rest == "" or re.fullmatch(r"@[A-Za-z][\w-]*", rest) is not None


@functools.cache
def _listed_extensions(ecosystem: str) -> dict[str, int]:
    """How many listed names extend each listed name by words after it (``django`` → 400)."""
    popular = _popular(ecosystem)
    counts: dict[str, int] = {}
    for listed in popular:
        words = listed.split("-")
        for cut in range(1, len(words)):
            part = "-".join(words[:cut])
            if part in popular:
                counts[part] = counts.get(part, 0) + 1
    return counts


_MISSPELT_MIN_WORD = 8
_MISSPELT_SHORT_WORD = 6
"""The shortest word (on the longer spelling) :func:`misspelt_word` reads a slip in when the name is
pieced from parts and the right spelling is a word of the registry's listed names, the wrong one of none."""


def misspelt_word(
    ecosystem: str, spec: str, texts: Iterable[str], pieced_in: str | None = None
) -> tuple[str, str] | None:
    """A word of the unlisted package name ``spec`` that misspells a word the skill's own ``texts`` use (one letter
    dropped, added, changed or two swapped strictly inside a word of eight letters or more, counted on the longer
    spelling so a letter dropped from one (``renderr`` for "renderer") is a slip like a letter added to one; or the
    last letter of a word of six or more doubled; two neighbouring letters swapped strictly inside a word of six or
    seven whose right spelling is a word of listed names and the wrong one of none; the right spelling written there
    and the wrong one nowhere but in the name): the skill describes one tool and installs a name one slip from it,
    the shape a squatter registers for a project the registry lists under another name, or not at all. Returns
    (wrong, right). Asked only of a run of the newest publish at once (``npx -y`` of an unpinned name): real
    libraries are spelt so too (``lightkurve`` beside "lightcurve"), and an install that runs nothing yet is left
    to the lists.
    ``pieced_in``: the one of ``texts`` that builds the name from pieces (``pkg="$a-$b"``), where the wrong word
    stands apart as a piece of the name; it is read for the right spelling only."""
    if ecosystem not in ("pypi", "npm"):
        return None
    name = base_name(spec).lower()
    if not name or _canonical(name, ecosystem) in _popular(ecosystem):
        return None
    long_words = [w for w in dict.fromkeys(re.findall(r"[a-z]+", name)) if len(w) >= _MISSPELT_SHORT_WORD - 1]
    if not long_words:
        return None
    used: set[str] = set()
    written: set[str] = set()  # the words outside the name's own pieces
    for text in texts:
        words = _words(text.lower().replace(name, " "))
        used |= words
        written |= words if text != pieced_in else set()
    listed = _listed_words(ecosystem)
    for word in long_words:
        if word in written:
            continue
        for variant in sorted(_one_letter_variants(word)):
            longer = max(len(word), len(variant))
            # short words have real stylised variants (`pickr` beside "picker"): a slip in one counts only
            # in a name never written whole (pieced from parts), where the lists show the naming: the right
            # spelling a word of listed names (`client`), the wrong one a word of none (`clent`)
            # two inner letters swapped (`shopfiy` for "shopify") is no stylisation: among the listed names'
            # words of six or seven letters two pairs are so apart (PyPI's signer/singer, pycose/pyocse), none on npm
            short_slip = pieced_in is not None or _swapped(word, variant)
            plausible = longer >= _MISSPELT_MIN_WORD or (
                short_slip and longer >= _MISSPELT_SHORT_WORD and variant in listed and word not in listed
            )
            if plausible and variant in used and (_inside_a_word(word, variant) or _doubled_last_letter(word, variant)):
                return word, variant
    return None


def _swapped(wrong: str, right: str) -> bool:
    """``wrong`` is ``right`` with two neighbouring letters swapped."""
    if len(wrong) != len(right):
        return False
    diff = [i for i in range(len(wrong)) if wrong[i] != right[i]]
    return (
        len(diff) == 2
        and diff[1] == diff[0] + 1
        and wrong[diff[0]] == right[diff[1]]
        and wrong[diff[1]] == right[diff[0]]
    )


def _doubled_last_letter(wrong: str, right: str) -> bool:
    """``wrong`` is ``right`` with its last letter written twice (``roomslott`` for "roomslot"): a slip,
    not a suffix, where a letter added at a word's end is otherwise a real name's style (``reacts``)."""
    return len(right) >= _MISTYPED_MIN_WORD and wrong == right + right[-1] and right[-1].isalpha()


@functools.cache
def _listed_words(ecosystem: str) -> frozenset[str]:
    """The words (runs of letters) the registry's listed names are made of."""
    return frozenset(word for name in _popular(ecosystem) for word in re.findall(r"[a-z]+", name))


def misspelt_listed_name(ecosystem: str, spec: str, texts: Iterable[str]) -> str | None:
    """The listed name (any rank) the unlisted ``spec`` misspells in one word as :func:`misspelt_word`
    reads a slip, when the skill's own ``texts`` spell that word right and the wrong one nowhere but in
    the name (``skyfeild`` installed by a skill that imports ``skyfield``): the project the skill means
    is on the registry under the right spelling, so an install of the wrong one is not a real library
    the prose happens to spell otherwise (``lightkurve`` beside "light curve", whose right spelling is
    no listed project). Asked of any install, a pinned one too. The texts are read only for a name
    one such slip from a listed one."""
    if ecosystem not in ("pypi", "npm"):
        return None
    name = _canonical(base_name(spec), ecosystem)
    popular = _popular(ecosystem)
    if not name or name.startswith("@") or name in popular:
        return None
    meant: dict[str, tuple[str, str]] = {}
    for word in dict.fromkeys(re.findall(r"[a-z]+", name)):
        if len(word) < _MISSPELT_MIN_WORD - 1:
            continue
        for variant in sorted(_one_letter_variants(word)):
            if max(len(word), len(variant)) < _MISSPELT_MIN_WORD or not _inside_a_word(word, variant):
                continue
            fixed = re.sub(rf"(?<![a-z]){word}(?![a-z])", variant, name)
            if fixed in popular:
                meant.setdefault(fixed, (word, variant))
    if not meant:
        return None
    used: set[str] = set()
    lowered = base_name(spec).lower()
    for text in texts:
        used |= _words(text.lower().replace(lowered, " "))
    found = [fixed for fixed, (word, variant) in meant.items() if variant in used and word not in used]
    return found[0] if found else None


_DIGIT_READ_AS = {"0": ("o",), "1": ("l", "i")}
"""Digits that read as a letter at a glance (``0`` as ``o``, ``1`` as ``l`` or ``i``)."""
_DIGIT_IN_A_WORD = re.compile(r"[a-z0-9]+")


def digit_for_letter(ecosystem: str, spec: str, texts: Iterable[str]) -> tuple[str, str] | None:
    """A word of the unlisted package name ``spec`` that spells a word the skill's own ``texts`` use with a
    digit in place of the letter it resembles (``0cr`` where the skill says "OCR", ``pdf-too1s`` for "tools"),
    the digit spelling written nowhere but in the name: the skill describes one tool and runs a name made to
    pass for it at a glance. A word of letters and 0s and 1s only (``l10n``, ``asn1``, ``mem0`` are their
    projects' own spellings, and the prose writes them so), read with the letters as three or more.
    Returns (written, read)."""
    if ecosystem not in ("pypi", "npm"):
        return None
    raw = base_name(spec).lower()
    if not raw or _canonical(raw, ecosystem) in _popular(ecosystem):
        return None
    candidates: dict[str, list[str]] = {}
    for word in dict.fromkeys(_DIGIT_IN_A_WORD.findall(raw)):
        digits = [c for c in word if c.isdigit()]
        letters = len(word) - len(digits)
        if not digits or letters < 2 or any(c not in _DIGIT_READ_AS for c in digits):
            continue
        readings = [""]
        for char in word:
            readings = [r + letter for r in readings for letter in _DIGIT_READ_AS.get(char, (char,))]
        candidates[word] = readings
    if not candidates:
        return None
    written: set[str] = set()
    plain: set[str] = set()
    for text in texts:
        lowered = text.lower().replace(raw, " ")
        written |= set(_DIGIT_IN_A_WORD.findall(lowered))
        plain |= set(re.findall(r"[a-z]+", lowered))
    for word, readings in candidates.items():
        if word in written:
            continue
        read = next((r for r in readings if r in plain), None)
        if read is not None:
            return word, read
    return None


@functools.lru_cache(maxsize=64)
def _words(text: str) -> frozenset[str]:
    """The words of ``text`` long enough to be one letter from a word :func:`misspelt_word` asks about."""
    return frozenset(re.findall(rf"[a-z]{{{_MISSPELT_SHORT_WORD - 1},}}", text))


def _one_letter_variants(name: str) -> set[str]:
    """Every name one letter dropped, added, changed or two neighbours swapped away from ``name``."""
    variants = {name[:i] + name[i + 1 :] for i in range(len(name))}
    variants |= {name[:i] + name[i + 1] + name[i] + name[i + 2 :] for i in range(len(name) - 1)}
    for i in range(len(name) + 1):
        for letter in _LETTERS:
            variants.add(name[:i] + letter + name[i:])
            if i < len(name):
                variants.add(name[:i] + letter + name[i + 1 :])
    variants.discard(name)
    return variants


def _inside_a_word(a: str, b: str) -> bool:
    """``a`` and ``b`` differ only in letters strictly inside one word (a run of letters of at least
    :data:`_MISTYPED_MIN_WORD`), neither at its first letter nor at its last."""
    start = 0
    while start < min(len(a), len(b)) and a[start] == b[start]:
        start += 1
    tail = 0
    while tail < min(len(a), len(b)) - start and a[-1 - tail] == b[-1 - tail]:
        tail += 1
    longer = a if len(a) >= len(b) else b
    end = len(longer) - tail  # the edited letters of the longer name are longer[start:end]
    if not (a[start : len(a) - tail] + b[start : len(b) - tail]).isalpha():
        return False
    for word in re.finditer(r"[a-z]+", longer):
        if word.start() <= start < word.end():
            return word.end() - word.start() >= _MISTYPED_MIN_WORD and word.start() < start and end < word.end()
    return False


NPM_POPULAR_SCOPES = frozenset(
    {"modelcontextprotocol", "anthropic-ai", "openai", "langchain", "babel", "angular", "nestjs", "aws-sdk",
     "aws-cdk", "google-cloud", "azure", "playwright", "testing-library", "typescript-eslint", "octokit", "sentry",
     "vercel", "prisma", "supabase", "emotion", "reduxjs", "tanstack", "radix-ui", "storybook", "vitejs",
     "rollup", "esbuild", "opentelemetry", "microsoft", "stripe", "cloudflare", "github", "firebase", "apollo",
     "sveltejs", "remix-run", "commitlint", "semantic-release", "changesets", "biomejs", "upstash", "notionhq",
     "shopify", "slack", "pinecone-database", "huggingface", "google", "mistralai", "eslint",
     "fortawesome", "fontsource", "headlessui", "heroicons", "tailwindcss", "svgr", "vueuse", "nuxtjs", "nuxt",
     "astrojs", "docusaurus", "swc", "napi-rs", "trpc", "clerk", "auth0", "datadog", "grpc", "graphql-tools"}
)  # fmt: skip
"""npm scopes of widely used publishers (frameworks, cloud and AI vendors, MCP's reference servers),
hand-picked: a scope one edit from one of these (``@modeicontextprotocol``) wears its name."""


KNOWN_RUNNER_PUBLISHERS = (
    "@modelcontextprotocol/", "@anthropic-ai/", "@playwright/", "@github/", "@cloudflare/", "@sentry/",
    "@stripe/", "@supabase/", "@notionhq/", "@upstash/", "@browserbasehq/", "@azure/", "@aws/", "@awslabs/",
    "@google-cloud/", "@microsoft/", "@vercel/", "@neondatabase/", "@heroku/", "@shopify/", "@hubspot/",
    "@atlassian/", "@linear/", "@figma/", "@elastic/", "@mongodb-js/", "@redis/", "@pinecone-database/",
    "mcp-server-fetch", "mcp-server-git", "mcp-server-time", "mcp-server-sqlite", "awslabs.",
)  # fmt: skip
"""npm scopes and PyPI names of packages (MCP servers, CLIs) published by the protocol's maintainers and
by vendors for their own services (from the MCP reference servers list and the vendors' pages)."""


def known_runner_publisher(name: str) -> bool:
    """``name`` is published by one of :data:`KNOWN_RUNNER_PUBLISHERS`: under an npm scope it owns
    (``@stripe/…``) or a prefix it names its packages with (``awslabs.``), or that exact name (a
    registry reserves no name that merely starts like one: ``mcp-server-fetch-plus`` is anyone's)."""
    lowered = name.lower()
    return any(
        lowered.startswith(entry) if entry.endswith(("/", ".")) else lowered == entry
        for entry in KNOWN_RUNNER_PUBLISHERS
    )


def unvetted_run(ecosystem: str, spec: str) -> bool:
    """``spec`` is a package a runner fetches and runs (``npx -y``) that nothing vouches for: no version
    pinned (the newest publish runs), not one of the registry's listed names, not under a popular
    publisher's scope nor a scope a listed name uses, not a known vendor's. Whoever publishes that name
    next (or first: an unclaimed name) runs code as the user."""
    if ecosystem not in ("pypi", "npm") or not unpinned(spec):
        return False
    name = base_name(spec).lower()
    if not re.fullmatch(r"(?:@[a-z0-9][\w.-]*/)?[a-z0-9][\w.-]*", name) or public_name(ecosystem, name):
        return False  # `<pkg>`, `${TOOL}`: a shape for the reader to fill in, no name to fetch
    if known_runner_publisher(name):
        return False
    if name.startswith("@"):
        scope = name[1:].partition("/")[0]
        return scope not in NPM_POPULAR_SCOPES and scope not in _listed_scopes(ecosystem)
    return True


@functools.cache
def _listed_scopes(ecosystem: str) -> frozenset[str]:
    """The npm scopes the registry's listed names are published under (``marp-team``)."""
    return frozenset(name[1:].partition("/")[0] for name in _popular(ecosystem) if name.startswith("@"))


def _scope_near_miss(name: str) -> str | None:
    """``@scope/pkg`` whose scope is one edit from a popular publisher's (and not itself one), or
    from the scope of a listed package of the same name (``@react-native-communty/cli-doctor`` for
    the listed ``@react-native-community/cli-doctor``)."""
    if name in _popular("npm"):
        return None
    scope, _, rest = name[1:].partition("/")
    listed = _listed_scope_near_miss(scope, rest)
    if listed is not None:
        return listed
    if len(scope) < 6 or scope in NPM_POPULAR_SCOPES:
        return None
    for popular in NPM_POPULAR_SCOPES:
        if len(popular) < 6:
            continue
        if min(len(scope), len(popular)) < 8 and len(scope) != len(popular):
            continue  # short scopes a letter longer or shorter are often other real words (openapi, openai)
        if one_edit(scope, popular) or scope.replace("-", "") == popular.replace("-", ""):
            return f"@{popular}/{rest}"
    return None


_LISTED_SCOPE_MIN_LENGTH = 4
"""Shorter scopes one edit apart are as often two real publishers as one imitating the other."""


@functools.cache
def _listed_scopes_by_package() -> dict[str, frozenset[str]]:
    """The scopes each package name of the bundled npm list is published under (``cli-doctor`` →
    ``react-native-community``, …)."""
    scopes: dict[str, set[str]] = {}
    for listed in _ranked("npm"):
        if listed.startswith("@") and "/" in listed:
            scope, _, rest = listed[1:].partition("/")
            scopes.setdefault(rest, set()).add(scope)
    return {rest: frozenset(found) for rest, found in scopes.items()}


def _listed_scope_near_miss(scope: str, rest: str) -> str | None:
    """The listed ``@scope/rest`` whose scope ``scope`` is one edit from: the same package name under
    a misspelt publisher. Among the list's own scoped names only ``@aws-cdk/core`` and
    ``@aws-sdk/core`` are one such edit apart, and both are listed."""
    if len(scope) < _LISTED_SCOPE_MIN_LENGTH or not rest:
        return None
    for listed in sorted(_listed_scopes_by_package().get(rest, ())):
        if one_edit(scope, listed) or (scope != listed and scope.replace("-", "") == listed.replace("-", "")):
            return f"@{listed}/{rest}"
    return None


def one_edit(a: str, b: str) -> bool:
    """``a`` and ``b`` differ by one insertion, deletion, substitution or swap of neighbours."""
    if a == b:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        if len(diff) == 1:
            return True
        return len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]
    if abs(len(a) - len(b)) != 1:
        return False
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:index] + long_[index + 1 :] == short for index in range(len(long_)))


_PYTHON_IMPORT = re.compile(r"(?m)^[ \t]*(?:from[ \t]+([A-Za-z_]\w*)[\w.]*[ \t]+import\b|import[ \t]+([A-Za-z_]\w*))")
_DISTRIBUTION_AFFIXES = re.compile(r"^(?:python-?|py-?)|(?:-?python\d?|-py)$")
"""How a distribution's name commonly wraps the module it installs (``python-docx`` → ``docx``,
``camelot-py`` → ``camelot``, ``mecab-python3``): stripped before a name is compared with a module."""
_IMPORT_SLIP_MIN_LENGTH = 5


def python_imports(texts: Iterable[str]) -> frozenset[str]:
    """The top-level modules ``texts`` (Python code) import, lower-cased."""
    found: set[str] = set()
    for text in texts:
        for match in _PYTHON_IMPORT.finditer(text):
            found.add((match.group(1) or match.group(2)).lower())
    return frozenset(found)


def bundled_python_imports(bundled: Mapping[str, str]) -> frozenset[str]:
    """The top-level modules the skill's bundled Python files (``bundled``: text by path in the skill)
    import, less the modules the skill bundles itself."""
    code = [text for rel, text in bundled.items() if rel.endswith(".py")]
    own = {PurePosixPath(rel).parts[0].removesuffix(".py").lower() for rel in bundled}
    own |= {PurePosixPath(rel).stem.lower() for rel in bundled if rel.endswith(".py")}
    return python_imports(code) - own


def misspelt_import(spec: str, imported: frozenset[str], requested: Iterable[str]) -> str | None:
    """The module the skill's own code imports that the unlisted PyPI requirement ``spec`` is one slip
    from (``python-parsley`` beside ``import parsly``: one letter added, dropped, changed or two
    swapped, after the affixes a distribution wraps its module in are taken off), when neither the
    requirement's own module is imported nor another requirement (``requested``) is named for the
    imported one: the skill means one project and installs the name beside it, the slip a squatter
    registers for a project of any rank (the lists only reach the most downloaded). A distribution
    named for its module's plural (``attrs`` for ``attr``) differs by a final ``s`` and is left alone."""
    name = _canonical(base_name(spec))
    if not name or name in _popular("pypi") or "://" in spec or " @ " in spec:
        return None
    module = _DISTRIBUTION_AFFIXES.sub("", name).replace("-", "_")
    if len(module) < _IMPORT_SLIP_MIN_LENGTH or module in imported or name.replace("-", "_") in imported:
        return None
    others = {_DISTRIBUTION_AFFIXES.sub("", _canonical(base_name(s))).replace("-", "_") for s in requested}
    for candidate in sorted(imported - others - set(sys.stdlib_module_names)):
        plural = candidate + "s" == module or module + "s" == candidate
        if len(candidate) >= _IMPORT_SLIP_MIN_LENGTH and not plural and one_edit(module, candidate):
            return candidate
    return None
