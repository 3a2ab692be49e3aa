# The image behind action.yml (`runs: using: docker`). It runs as root with no WORKDIR, as GitHub
# requires: the runner mounts the checkout at /github/workspace and makes it the working directory.
#
# BASE: any Debian-based image with python3 (>= 3.10) and its venv module. The default is the
# official slim image, pinned by digest (refresh it with Dependabot, package-ecosystem: docker).
# The tests build on a local Debian image instead (tests/containers.py), as no registry is
# reachable there: `docker build --build-arg BASE=skillgrade-test-base:bookworm .`
ARG BASE=python:3.12-slim-bookworm@sha256:782412e85d0f0984994c290652577d4018aff08145c85b262bb63dc0c7522254
FROM ${BASE}

# The checkout belongs to the runner's user, not root: without safe.directory git refuses it
# ("dubious ownership"). Set through the environment, so no config file is written.
# The venv keeps pip away from a distribution's Python (PEP 668 marks Debian's as externally managed).
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    GIT_CONFIG_COUNT=1 \
    GIT_CONFIG_KEY_0=safe.directory \
    GIT_CONFIG_VALUE_0=/github/workspace \
    PATH=/opt/skillgrade/bin:$PATH

# Metadata first: with the classic builder every step is a committed layer, and on the vfs
# storage driver each commit copies the whole file system; here they are small and cached.
ENTRYPOINT ["skillgrade"]
CMD ["--help"]

# git compares the pull request with its base; installed only when the base lacks it. Not pinned
# to a Debian revision: the archive drops superseded security builds, which would break every
# build of the action until the pin is bumped.
# hadolint ignore=DL3008
RUN if ! command -v git >/dev/null; then \
        apt-get update \
        && apt-get install -y --no-install-recommends git \
        && rm -rf /var/lib/apt/lists/*; \
    fi \
    && python3 -m venv /opt/skillgrade

# Dependencies first, from pyproject.toml alone (the package is a stub here), so that this layer
# is reused until pyproject.toml changes. The package itself is installed in editable mode: a
# path entry to /opt/skillgrade-src/src, where the sources land next.
COPY pyproject.toml README.md /opt/skillgrade-src/
COPY build-backend /opt/skillgrade-src/build-backend
RUN mkdir -p /opt/skillgrade-src/src/skillgrade \
    && touch /opt/skillgrade-src/src/skillgrade/__init__.py \
    && pip install --no-compile --editable "/opt/skillgrade-src[all]"

# The sources: the only layer a source edit rebuilds, and copying them is the whole install.
COPY src /opt/skillgrade-src/src
