# The app image for docker-compose.yml (MongoDB path). SQLite users can run `npm run demo` instead.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# The build validates the environment; this secret only satisfies that check and is not used at run time.
RUN PAYLOAD_SECRET=build-only-secret-not-used-at-runtime NODE_ENV=production npm run build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
RUN mkdir -p /app/media /app/data
EXPOSE 3000
CMD ["npm", "start"]
