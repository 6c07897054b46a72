# AniFan: the backend serving the built shell and remotes. Build: docker build -t anifan .
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/backend/package.json ./backend/
COPY --from=build /app/backend/dist ./backend/dist
COPY --from=build /app/backend/.generated ./backend/.generated
COPY --from=build /app/shell/dist ./shell/dist
COPY --from=build /app/mf-anime/dist ./mf-anime/dist
COPY --from=build /app/mf-character/dist ./mf-character/dist
COPY --from=build /app/mf-chat/dist ./mf-chat/dist
COPY --from=build /app/mf-demos/dist ./mf-demos/dist
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:8080/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "backend/dist/main.js"]
