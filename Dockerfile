# The Journey Canvas images, built from the repository root, one target per server:
#   docker build --target cms -t journey-canvas-cms .
#   docker build --target web -t journey-canvas-web .
# (docker-compose.yml builds both.) The build stages install every workspace's dependencies to build
# with; each final stage carries only its own workspace's production dependencies and built files
# (testing/repository/dockerfile.test.ts holds the file to this).
#
# npm ci installs the lockfile as it is. The lockfile lists the platform packages (sharp's libvips,
# esbuild, swc, rollup) of the machine it was made on, linux-x64 with glibc: these Debian images are
# linux-x64 with glibc too, so it fits them.
FROM node:24-bookworm-slim AS base
WORKDIR /app

# Compilers for a native module whose prebuilt binary cannot be fetched (better-sqlite3 then builds
# from source), and the workspaces' manifests. Final stages start from `base`, without them.
FROM base AS manifests
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY testing/package.json testing/
COPY cms/package.json cms/
COPY web/package.json web/
COPY admin/package.json admin/

# Every workspace's dependencies, development ones included; the root postinstall builds shared/dist
# (scripts/build-if-changed.mjs).
FROM manifests AS workspace
COPY tsconfig.base.json ./
COPY scripts scripts
COPY shared shared
RUN JOBS=max npm ci --no-audit --no-fund

FROM workspace AS cms-build
COPY cms cms
RUN npm run build -w cms

FROM workspace AS web-build
COPY web web
COPY admin admin
RUN npm run build -w admin && npm run build -w web

# One workspace's production dependencies, and those of the shared package it links. `npm ci -w`
# alone would also follow the devDependencies of the workspace and of shared, keeping whatever
# another workspace needs in production (for the site: sharp, Babel, Koa; 551 packages instead of
# 255), so this copy of their manifests drops them first. The root postinstall, which builds shared
# from sources this stage has not got, goes too: shared/dist comes from the build stage.
FROM manifests AS cms-dependencies
RUN npm pkg delete scripts.postinstall && npm pkg delete devDependencies -w cms -w shared \
  && npm ci --omit=dev -w cms --no-audit --no-fund

FROM manifests AS web-dependencies
RUN npm pkg delete scripts.postinstall && npm pkg delete devDependencies -w web -w shared \
  && npm ci --omit=dev -w web --no-audit --no-fund

# The CMS (Strapi 5): its compiled code and admin panel (dist), the files it reads at run time
# (tsconfig.json tells Strapi to run from dist; the demo stories; the backup scripts).
FROM base AS cms
ENV NODE_ENV=production
COPY --from=cms-dependencies /app /app
COPY --from=cms-build /app/shared/dist shared/dist
COPY --from=cms-build /app/cms/dist cms/dist
COPY cms/tsconfig.json cms/favicon.png cms/
COPY cms/public cms/public
COPY cms/data cms/data
COPY cms/scripts cms/scripts
WORKDIR /app/cms
# Local uploads, and the SQLite database when DATABASE_CLIENT=sqlite: written by the server's user.
# Strapi reads migrations from database/migrations and makes the folder at start if it is missing,
# which that user could not: it is made here, empty.
RUN mkdir -p database/migrations public/uploads .tmp && chown -R node:node public/uploads .tmp
USER node
EXPOSE 1337
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.CMS_PORT||1337)+'/_health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "../node_modules/@strapi/strapi/bin/strapi.js", "start"]

# The public site (Remix on Express), serving the built admin app (static files) at /admin.
FROM base AS web
ENV NODE_ENV=production
COPY --from=web-dependencies /app /app
COPY --from=web-build /app/shared/dist shared/dist
COPY --from=web-build /app/web/build web/build
COPY --from=web-build /app/admin/dist admin/dist
COPY web/server.js web/trust-proxy.js web/
WORKDIR /app/web
# The response cache's disk tier without REDIS_URL (PAGE_CACHE_DISK, .cache/pages.sqlite in web/):
# written by the server's user. Mount a volume here to keep it across new containers.
RUN mkdir -p .cache && chown node:node .cache
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.WEB_PORT||3000)+'/_health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.js"]
