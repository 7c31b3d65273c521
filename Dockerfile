# Travesía's API and web app in one image (decision 059). Two stages: the first builds the web app with every
# dependency; the second holds only the API's production dependencies, its sources and the built web app.
# These machines cannot pull images: the file's shape is checked by scripts/testing/deploy-files.test.ts, not built.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/db/package.json packages/db/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/db/package.json packages/db/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace apps/api --no-audit --no-fund && npm cache clean --force
COPY apps/api/src apps/api/src
COPY apps/api/scripts apps/api/scripts
COPY packages/domain/src packages/domain/src
COPY packages/db/src packages/db/src
COPY packages/db/drizzle packages/db/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database's folder, for a single container without DATABASE_URL; with PostgreSQL it stays empty.
RUN mkdir -p /app/data /app/backups && chown node:node /app/data /app/backups
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM reaches node itself (no shell in between), which finishes the requests under way before it exits.
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
