# One build, one image per service (compose picks the target):
#   docker build --target auth -t sandglass/auth .
# Targets: auth, content, ai, social (also runs the worker), gateway (also serves the front end),
# mail (the mail worker; no HTTP server).
# Each target is the shared runtime plus its service's code, its SERVICE name and its PORT
# (auth 3001, content 3002, ai 3003, social 3004, gateway 8080).

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/shared/package.json libs/shared/
COPY libs/server/package.json libs/server/
COPY services/auth/package.json services/auth/
COPY services/content/package.json services/content/
COPY services/ai/package.json services/ai/
COPY services/social/package.json services/social/
COPY services/mail/package.json services/mail/
COPY services/gateway/package.json services/gateway/
COPY tools/mail-sandbox/package.json tools/mail-sandbox/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY tsconfig.base.json tsconfig.json ./
COPY libs libs
COPY services services
COPY tools tools
COPY frontend frontend
RUN npx tsc -b && npm run build -w frontend && npm prune --omit=dev --no-audit --no-fund
# Each service's package.json, compiled code and (content) the sample content it seeds a new
# database with, under deploy/<service>, laid out as in /app.
RUN for dir in services/*/; do \
      service=$(basename "$dir"); \
      mkdir -p "deploy/$service/services/$service"; \
      for part in package.json dist seed; do \
        if [ -e "services/$service/$part" ]; then \
          cp -r "services/$service/$part" "deploy/$service/services/$service/"; \
        fi; \
      done; \
    done

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
# Named volumes mounted here start out owned by the unprivileged user.
RUN mkdir -p /keys /data/uploads && chown -R node:node /keys /data
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/libs/shared/package.json libs/shared/
COPY --from=build --chown=node:node /app/libs/shared/dist libs/shared/dist
COPY --from=build --chown=node:node /app/libs/server/package.json libs/server/
COPY --from=build --chown=node:node /app/libs/server/dist libs/server/dist
USER node
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# exec: node itself gets the stop signal.
CMD ["sh", "-c", "exec node services/$SERVICE/dist/main.js"]

FROM runtime AS auth
COPY --from=build --chown=node:node /app/deploy/auth ./
ENV SERVICE=auth PORT=3001

FROM runtime AS content
COPY --from=build --chown=node:node /app/deploy/content ./
ENV SERVICE=content PORT=3002

FROM runtime AS ai
COPY --from=build --chown=node:node /app/deploy/ai ./
ENV SERVICE=ai PORT=3003

FROM runtime AS social
COPY --from=build --chown=node:node /app/deploy/social ./
ENV SERVICE=social PORT=3004

# The mail worker: drains the `mail` queue. It listens on no port, so it has no HTTP health check.
FROM runtime AS mail
COPY --from=build --chown=node:node /app/deploy/mail ./
ENV SERVICE=mail
HEALTHCHECK NONE
CMD ["node", "services/mail/dist/worker.js"]

# The one address published to the host.
FROM runtime AS gateway
COPY --from=build --chown=node:node /app/deploy/gateway ./
COPY --from=build --chown=node:node /app/frontend/dist frontend/dist
ENV SERVICE=gateway PORT=8080 FRONTEND_DIST=/app/frontend/dist
EXPOSE 8080
