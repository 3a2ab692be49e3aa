FROM ubuntu:24.04 AS base
ARG BLENDER_VERSION=4.2.3
ARG FLAMENCO_VERSION=3.5
RUN apt-get update && apt-get install -y --no-install-recommends \
      ca-certificates curl xz-utils libxi6 libxxf86vm1 libxfixes3 libxrender1 libgl1 libsm6 libxkbcommon0 \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /opt
RUN MAJ=$(echo "$BLENDER_VERSION" | cut -d. -f1,2) \
 && curl -fsSLO "https://download.blender.org/release/Blender${MAJ}/blender-${BLENDER_VERSION}-linux-x64.tar.xz" \
 && curl -fsSL "https://download.blender.org/release/Blender${MAJ}/blender-${BLENDER_VERSION}.sha256" | grep linux-x64 | sha256sum -c - \
 && tar -xJf blender-${BLENDER_VERSION}-linux-x64.tar.xz && mv blender-${BLENDER_VERSION}-linux-x64 blender \
 && rm blender-*.tar.xz
RUN curl -fsSLO "https://flamenco.blender.org/downloads/flamenco-${FLAMENCO_VERSION}-linux-amd64.tar.gz" \
 && tar -xzf flamenco-${FLAMENCO_VERSION}-linux-amd64.tar.gz && mv flamenco-${FLAMENCO_VERSION}-linux-amd64 flamenco \
 && rm flamenco-*.tar.gz

FROM base AS worker
ENV PATH=/opt/blender:$PATH
CMD ["/opt/flamenco/flamenco-worker", "-manager", "${FLAMENCO_MANAGER_URL}"]

FROM base AS manager
EXPOSE 8080
CMD ["/opt/flamenco/flamenco-manager"]
