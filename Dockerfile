# One build, one image per service (compose picks the target):
#   docker build --target auth -t sandglass/auth .
# Targets: auth, content, ai, social (also runs the worker), gateway (also serves the front end),
# mail (the mail worker).
# An image holds Node, the C libraries it loads, and what scripts/bundle-services.ts leaves in
# deploy/<service>: that service's processes bundled with their production dependencies, and
# only the packages that must stay on disk. No shell, no npm, no other service's code.
# A new service: its package.json line below, and a target of four lines at the end.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/shared/package.json libs/shared/
COPY libs/server/package.json libs/server/
COPY services/auth/package.json services/auth/
COPY services/content/package.json services/content/
COPY services/ai/package.json services/ai/
COPY services/social/package.json services/social/
COPY services/gateway/package.json services/gateway/
COPY services/mail/package.json services/mail/
COPY tools/mail-sandbox/package.json tools/mail-sandbox/
COPY tools/platform-sandbox/package.json tools/platform-sandbox/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY libs libs
COPY services services
COPY tools tools
COPY frontend frontend
COPY scripts/bundle-services.ts scripts/
COPY scripts/lib/bundle.ts scripts/lib/paths.ts scripts/lib/
RUN npx tsc -b && npm run build -w frontend && npx tsx scripts/bundle-services.ts
# The runtime's root: node, the C libraries it and the native addons load (as ldd finds them),
# the unprivileged user, a /tmp; and apart, the mount points that user owns (named volumes
# mounted there start out owned by it).
RUN mkdir -p /rootfs/usr/local/bin /rootfs/etc /owned/keys /owned/data/uploads \
 && mkdir -m 1777 /rootfs/tmp \
 && cp /usr/local/bin/node /rootfs/usr/local/bin/ \
 && grep -E '^(root|node):' /etc/passwd >/rootfs/etc/passwd \
 && grep -E '^(root|node):' /etc/group >/rootfs/etc/group \
 && cp /etc/nsswitch.conf /rootfs/etc/ \
 && { ldd /usr/local/bin/node $(find /app/deploy \( -name '*.node' -o -name '*.so*' \) -type f) >/tmp/ldd || true; } \
 && if grep 'not found' /tmp/ldd; then exit 1; fi \
 && for library in $(awk '$2 == "=>" && $3 ~ /^\// {print $3} $1 ~ /^\// && $2 ~ /^\(0x/ {print $1}' /tmp/ldd \
      | grep -v '^/app/' | sort -u); do \
      cp --parents -L "$library" /rootfs; \
    done

FROM scratch AS runtime
COPY --from=build /rootfs /
COPY --from=build --chown=node:node /owned /
ENV PATH=/usr/local/bin NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
USER node
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

FROM runtime AS auth
COPY --from=build /app/deploy/auth ./
ENV PORT=3001
CMD ["node", "services/auth/dist/main.js"]

FROM runtime AS content
COPY --from=build /app/deploy/content ./
ENV PORT=3002
CMD ["node", "services/content/dist/main.js"]

FROM runtime AS ai
COPY --from=build /app/deploy/ai ./
ENV PORT=3003
CMD ["node", "services/ai/dist/main.js"]

FROM runtime AS social
COPY --from=build /app/deploy/social ./
ENV PORT=3004
CMD ["node", "services/social/dist/main.js"]

# The one address published to the host.
FROM runtime AS gateway
COPY --from=build /app/deploy/gateway ./
COPY --from=build /app/frontend/dist frontend/dist
ENV PORT=8080 FRONTEND_DIST=/app/frontend/dist
EXPOSE 8080
CMD ["node", "services/gateway/dist/main.js"]

# The mail worker: drains the `mail` queue; no HTTP server (its health check is its heartbeat).
FROM runtime AS mail
COPY --from=build /app/deploy/mail ./
CMD ["node", "services/mail/dist/worker.js"]
