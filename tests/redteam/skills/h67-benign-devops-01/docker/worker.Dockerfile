FROM python:3.11-slim
RUN apt-get update && apt-get install -y --no-install-recommends build-essential scons libfftw3-dev \
    && rm -rf /var/lib/apt/lists/*
COPY requirements.txt /tmp/requirements.txt
RUN pip install --no-cache-dir -r /tmp/requirements.txt
WORKDIR /flows
