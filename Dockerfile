# One build, one image per service (compose picks the target):
#   docker build --target auth -t sandglass/auth .
# Targets: auth, content, ai, social (also runs the worker), gateway (also serves the front end).

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/shared/package.json libs/shared/
COPY libs/server/package.json libs/server/
COPY services/auth/package.json services/auth/
COPY services/content/package.json services/content/
COPY services/ai/package.json services/ai/
COPY services/social/package.json services/social/
COPY services/gateway/package.json services/gateway/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY tsconfig.base.json tsconfig.json ./
COPY libs libs
COPY services services
COPY frontend frontend
RUN npx tsc -b && npm run build -w frontend && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
# Named volumes mounted here start out owned by the unprivileged user.
RUN mkdir -p /keys /data/uploads /data/outbox && chown -R node:node /keys /data
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/libs/shared/package.json libs/shared/
COPY --from=build --chown=node:node /app/libs/shared/dist libs/shared/dist
COPY --from=build --chown=node:node /app/libs/server/package.json libs/server/
COPY --from=build --chown=node:node /app/libs/server/dist libs/server/dist
USER node

FROM runtime AS auth
COPY --from=build --chown=node:node /app/services/auth/package.json services/auth/
COPY --from=build --chown=node:node /app/services/auth/dist services/auth/dist
ENV PORT=3001
EXPOSE 3001
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:3001/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "services/auth/dist/main.js"]

FROM runtime AS content
COPY --from=build --chown=node:node /app/services/content/package.json services/content/
COPY --from=build --chown=node:node /app/services/content/dist services/content/dist
# The sample content the service seeds a new database with (read beside dist at runtime).
COPY --from=build --chown=node:node /app/services/content/seed services/content/seed
ENV PORT=3002
EXPOSE 3002
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:3002/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "services/content/dist/main.js"]

FROM runtime AS ai
COPY --from=build --chown=node:node /app/services/ai/package.json services/ai/
COPY --from=build --chown=node:node /app/services/ai/dist services/ai/dist
ENV PORT=3003
EXPOSE 3003
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:3003/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "services/ai/dist/main.js"]

FROM runtime AS social
COPY --from=build --chown=node:node /app/services/social/package.json services/social/
COPY --from=build --chown=node:node /app/services/social/dist services/social/dist
ENV PORT=3004
EXPOSE 3004
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:3004/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "services/social/dist/main.js"]

FROM runtime AS gateway
COPY --from=build --chown=node:node /app/services/gateway/package.json services/gateway/
COPY --from=build --chown=node:node /app/services/gateway/dist services/gateway/dist
COPY --from=build --chown=node:node /app/frontend/dist frontend/dist
ENV PORT=8080 FRONTEND_DIST=/app/frontend/dist
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:8080/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "services/gateway/dist/main.js"]
