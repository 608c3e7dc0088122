# syntax=docker/dockerfile:1
# One image for both processes of the fleet: the API (default command) and the worker
# (`node --import tsx apps/worker/src/main.ts`). TypeScript runs through tsx, a runtime dependency,
# so there is no build step. Every package comes from the npm registry through `npm ci`; nothing is
# downloaded at run time (no CDN, no model hub: Tesseract data and wasm ship in npm packages).
# Node.js 22 LTS (Node 20 reached end of life on 2026-04-30); the tests also run on 22 (test/node22).
ARG NODE_IMAGE=node:22-bookworm-slim

# --- manifests: only package.json files and the lockfile, so the dependency layer below is
# rebuilt when dependencies change, not on every source edit.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /manifests \
 && cp package.json package-lock.json /manifests/ \
 && find apps packages -mindepth 2 -maxdepth 2 -name package.json -exec cp --parents {} /manifests/ \;

# --- deps: production dependencies only. Install scripts run for the packages the repository
# allows (package.json "allowScripts"), nothing else; better-sqlite3 compiles from source against
# the image's own Node headers instead of fetching a prebuilt binary from outside npm.
FROM ${NODE_IMAGE} AS deps
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=manifests /manifests/ ./
ENV npm_config_build_from_source=better-sqlite3 \
    npm_config_nodedir=/usr/local \
    npm_config_update_notifier=false
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && npm rebuild better-sqlite3 esbuild msgpackr-extract \
 && npm cache clean --force

# --- the Tesseract server (packages/vision/native): a small program linked against Debian's libtesseract, which
# the runtime's tesseract-ocr brings; the native engine keeps one loaded a worker instead of starting the
# command a read (docs/ocr.md). Built here, beside its compiler and headers, and copied into the runtime alone.
FROM ${NODE_IMAGE} AS tesseract-server
RUN apt-get update \
 && apt-get install -y --no-install-recommends g++ pkg-config libtesseract-dev \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY packages/vision/native/ ./packages/vision/native/
RUN node packages/vision/native/build.mjs && test -x packages/vision/native/build/wcab-tesseract-server

# --- runtime: code and node_modules owned by root and read-only to the service, which runs as
# the unprivileged `node` user and may write only to /data (the SQLite key store when no
# DATABASE_URL is set; asynchronous batches' split documents under /data/jobs). Run alone, it is
# the whole service for one office (embedded mode: job threads in the same process):
#   docker run -d --name wcab -p 8080:8080 -v wcab-data:/data wcab-docai
# On a first start with an empty /data it prints one Pro key (`docker logs wcab`), because
# BOOTSTRAP_KEY=true below; docker-compose.yml's fleet sets it to false and creates keys with the CLI.
# MALLOC_MMAP_THRESHOLD_: glibc returns every freed block of 256 KB or more
# (page rasters are 3.7 MB) to the system instead of keeping it in its arenas; measured ~130 MB
# off a worker's peak on a 100-page batch (README, "Memory").
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    WORKER_PORT=8090 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    BOOTSTRAP_KEY=true \
    OMP_THREAD_LIMIT=1 \
    MALLOC_MMAP_THRESHOLD_=262144
# Native Tesseract and its English model from Debian: OCR_ENGINE=auto reads with it (README, "OCR engines").
RUN apt-get update \
 && apt-get install -y --no-install-recommends tesseract-ocr tesseract-ocr-eng \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
COPY --from=tesseract-server /app/packages/vision/native/build/ ./packages/vision/native/build/
RUN mkdir -p /data && chown node:node /data
# A named volume mounted here (-v wcab-data:/data) keeps the keys across container upgrades.
VOLUME ["/data"]
USER node
EXPOSE 8080 8090
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "apps/api/src/main.ts"]
