# syntax=docker/dockerfile:1
# Production image: Next.js standalone server. Migrations and (unless SEED_DEMO=0) the demo seed
# run at start inside the app (instrumentation.ts → lib/bootstrap.ts), so the image needs only
# DATABASE_URL to come up. See docs/operations.md.

FROM node:22-bookworm-slim AS base
ENV NEXT_TELEMETRY_DISABLED=1
WORKDIR /app

# ── deps: every dependency, dev ones included (the build needs TypeScript, Tailwind, ...) ──
FROM base AS deps
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

# ── build: standalone output (next.config.ts switches on NEXT_OUTPUT=standalone) ──
FROM base AS build
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN NEXT_OUTPUT=standalone npm run build

# ── runner: only the traced server, static assets, public files and migrations ──
FROM base AS runner
ENV NODE_ENV=production \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    MIGRATIONS_DIR=/app/db/migrations
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/db/migrations ./db/migrations
# The realtime sidecar: one self-contained bundle (docker compose runs it as its own service).
COPY --from=build --chown=node:node /app/.next/realtime/server.cjs ./realtime/server.cjs
# The base image's unprivileged user (uid 1000).
USER node
EXPOSE 3000
# First start runs migrations and the seed before /api/health answers: hence the start period.
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
