# The Journey Canvas images, built from the repository root, one target per server:
#   docker build --target cms -t journey-canvas-cms .
#   docker build --target web -t journey-canvas-web .
# (docker-compose.yml builds both.) Both start from the same installed workspace.
FROM node:20-bookworm-slim AS workspace
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY shared/package.json shared/
COPY testing/package.json testing/
COPY cms/package.json cms/
COPY web/package.json web/
COPY admin/package.json admin/
COPY shared shared
# npm install, not npm ci: the lockfile lists only the platform it was made on. The root
# postinstall builds the shared package.
RUN npm install --no-audit --no-fund
COPY scripts scripts

FROM workspace AS cms-build
COPY cms cms
RUN npm run build -w cms && npm prune --omit=dev

FROM workspace AS web-build
COPY web web
COPY admin admin
RUN npm run build -w admin && npm run build -w web && npm prune --omit=dev

# The CMS (Strapi 5).
FROM node:20-bookworm-slim AS cms
ENV NODE_ENV=production
WORKDIR /app
COPY --from=cms-build /app /app
WORKDIR /app/cms
RUN mkdir -p public/uploads .tmp && chown -R node:node public/uploads .tmp
USER node
EXPOSE 1337
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.CMS_PORT||1337)+'/_health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "../node_modules/@strapi/strapi/bin/strapi.js", "start"]

# The public site (Remix on Express), serving the built admin at /admin.
FROM node:20-bookworm-slim AS web
ENV NODE_ENV=production
WORKDIR /app
COPY --from=web-build /app /app
WORKDIR /app/web
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.WEB_PORT||3000)+'/_health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.js"]
