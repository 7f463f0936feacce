# The Interregnum server as a container image (docs/operating.md, "Containers").
# Three stages: the browser client (Node), the binary (Rust), then a slim runtime with only
# the binary and the client's files, running as an unprivileged user.

FROM node:22-bookworm-slim AS web
WORKDIR /src/web
COPY web/package.json web/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY i18n /src/i18n
COPY web ./
RUN npm run build

FROM rust:1.95-slim-bookworm AS build
WORKDIR /src
COPY . .
RUN cargo build --release --locked -p interregnum-cli \
    && cp target/release/interregnum /usr/local/bin/interregnum

FROM debian:bookworm-slim
RUN useradd --system --uid 10001 --home-dir /data --create-home interregnum
COPY --from=build /usr/local/bin/interregnum /usr/local/bin/interregnum
COPY --from=web /src/web/dist /srv/web
USER 10001
WORKDIR /data
EXPOSE 8080 9100
VOLUME ["/data"]
# SIGTERM stops the server gracefully (every table stores what it holds; clients reconnect).
STOPSIGNAL SIGTERM
ENTRYPOINT ["interregnum", "serve", "--addr", "0.0.0.0:8080", "--web", "/srv/web"]
CMD ["--db", "/data/interregnum.db", "--metrics-addr", "0.0.0.0:9100"]
