# syntax=docker/dockerfile:1
#
# Shoreline game server.
#   docker build -t shoreline .
#   docker run -p 8080:8080 -v shoreline-data:/data shoreline            # SQLite in /data
#   docker run -p 8080:8080 -e DATABASE_URL=postgres://... \
#              -e SHORELINE_JWT_SECRET=... shoreline                      # Postgres
# Migrations are embedded in the binary at compile time (sqlx::migrate!) and run at start.

# ---- build -----------------------------------------------------------------
FROM rust:1-bookworm AS builder
WORKDIR /build

# Everything `cargo build` needs: the manifest declares [[bench]] targets, so
# benches/ must exist; tests/ is copied so any [[test]] entries resolve too.
COPY Cargo.toml Cargo.lock build.rs ./
COPY src ./src
COPY migrations ./migrations
COPY benches ./benches
COPY tests ./tests
# The web client's committed build, embedded in the binary (src/api/web_client.rs).
COPY web/dist ./web/dist

# Cache mounts keep the registry and target/ between builds (BuildKit); the
# binary is copied out of the cached target/ so the next stage can use it.
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/usr/local/cargo/git \
    --mount=type=cache,target=/build/target \
    cargo build --release --locked --bin shoreline \
    && install -m 0755 target/release/shoreline /usr/local/bin/shoreline

# ---- runtime ---------------------------------------------------------------
FROM debian:bookworm-slim AS runtime

# Unpinned on purpose: the CA bundle should be the newest bookworm has, security fixes included,
# and bookworm's own version of it is the only one its apt serves.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/*

# A fixed numeric id, so that `USER` resolves without the image's passwd file (and volume
# ownership is predictable on the host).
RUN groupadd --system --gid 10001 shoreline \
    && useradd --system --uid 10001 --gid shoreline --home-dir /data --no-create-home \
       --shell /usr/sbin/nologin shoreline \
    && mkdir -p /data \
    && chown shoreline:shoreline /data

COPY --from=builder /usr/local/bin/shoreline /usr/local/bin/shoreline

USER 10001:10001
WORKDIR /data
VOLUME ["/data"]

# SQLite by default (the JWT secret is then generated once and kept beside the
# database in /data); set DATABASE_URL=postgres://... and SHORELINE_JWT_SECRET
# (the same on every instance) for Postgres.
ENV SHORELINE_LISTEN=0.0.0.0:8080 \
    DATABASE_URL=sqlite:///data/shoreline.db

EXPOSE 8080

# No curl in the slim image: bash's /dev/tcp asks GET /healthz on the default port.
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
    CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080 && printf 'GET /healthz HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n' >&3 && head -n 1 <&3 | grep -q ' 200 '"]

ENTRYPOINT ["/usr/local/bin/shoreline"]
