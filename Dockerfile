# syntax=docker/dockerfile:1
#
# Appforge in one image: the server, the built web client and the production packages.
#   docker build -t appforge .                                 # without a browser
#   docker build -t appforge --build-arg WITH_CHROMIUM=true .  # with the Truth Report's browser
#   docker run -p 5000:5000 -v appforge-data:/data appforge
#
# Node 24 on Debian bookworm: the Node the project runs on (its `node` package), Debian's chromium
# package for the browser gates, as on the project's own machines, and glibc for the prebuilt
# native binaries the packages ship (sharp, argon2, anvil, ffmpeg), which musl images cannot run.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/codegen/package.json packages/codegen/

# What the server needs at run time: its own code is bundled, the packages it uses are not. The
# `node` package brings Node 24 to hosts without it; this image has it already.
FROM manifests AS production-deps
RUN --mount=type=cache,target=/root/.npm \
  npm ci --omit=dev --include-workspace-root \
    --workspace @appforge/server --workspace @appforge/codegen --workspace @appforge/shared \
  && rm -rf node_modules/node node_modules/.bin/node

FROM manifests AS build
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ARG WITH_CHROMIUM=false
RUN if [ "$WITH_CHROMIUM" = "true" ]; then \
      apt-get update \
      && apt-get install -y --no-install-recommends chromium fonts-liberation \
      && rm -rf /var/lib/apt/lists/*; \
    fi
WORKDIR /app
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=5000 \
    HOST=0.0.0.0
COPY --from=production-deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# npm run backup / npm run restore (docs/operations.md), with the lock they share with the server.
COPY scripts/backup/backup.ts scripts/backup/restore.ts scripts/backup/backup-archive.ts ./scripts/backup/
COPY apps/server/src/db/data-dir-lock.ts ./apps/server/src/db/
# Owned by the unprivileged user before it becomes a volume, so a new volume starts out writable.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
