# The image behind action.yml (`runs: using: docker`). It runs as root with no WORKDIR, as GitHub
# requires: the runner mounts the checkout at /github/workspace and makes it the working directory.
# Refresh the digest with Dependabot (package-ecosystem: docker); the tag says what it is.
FROM python:3.12-slim-bookworm@sha256:782412e85d0f0984994c290652577d4018aff08145c85b262bb63dc0c7522254

# The checkout belongs to the runner's user, not root: without safe.directory git refuses it
# ("dubious ownership"). Set through the environment, so no config file is written.
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    GIT_CONFIG_COUNT=1 \
    GIT_CONFIG_KEY_0=safe.directory \
    GIT_CONFIG_VALUE_0=/github/workspace

# git compares the pull request with its base. Not pinned to a Debian revision: the archive drops
# superseded security builds, which would break every build of the action until the pin is bumped.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends git \
    && rm -rf /var/lib/apt/lists/*

COPY . /opt/skillgrade
RUN pip install --no-compile /opt/skillgrade

ENTRYPOINT ["skillgrade"]
CMD ["--help"]
