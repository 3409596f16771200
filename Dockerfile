FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends chromium fonts-liberation && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV CHROMIUM_PATH=/usr/bin/chromium
# The image is for deployments: production settings even when the orchestrator sets nothing.
ENV NODE_ENV=production
EXPOSE 3000
CMD ["npx", "tsx", "api/server.ts"]
