-- Guests: a display name and the SHA-256 of their secret token (never the token).
CREATE TABLE identities (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    created_ms BIGINT NOT NULL
);

-- A table is its game, options, seed, seats and its action log: everything else is derived.
CREATE TABLE game_tables (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    seed BIGINT NOT NULL,
    public BIGINT NOT NULL,
    settings TEXT NOT NULL,
    status TEXT NOT NULL,
    seq BIGINT NOT NULL,
    created_by TEXT NOT NULL REFERENCES identities (id),
    created_ms BIGINT NOT NULL,
    -- The absolute time (ms since the Unix epoch) the seat to act runs out of time.
    deadline_ms BIGINT,
    next_table TEXT
);
CREATE INDEX game_tables_status ON game_tables (status, public);

CREATE TABLE seats (
    table_id TEXT NOT NULL REFERENCES game_tables (id),
    seat BIGINT NOT NULL,
    kind TEXT NOT NULL,
    identity TEXT REFERENCES identities (id),
    bot TEXT,
    timeouts BIGINT NOT NULL,
    stand_in BIGINT NOT NULL,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX seats_identity ON seats (identity);

-- Append-only. A retried command (same id) cannot be stored twice.
CREATE TABLE actions (
    table_id TEXT NOT NULL REFERENCES game_tables (id),
    seq BIGINT NOT NULL,
    seat BIGINT NOT NULL,
    action TEXT NOT NULL,
    command TEXT,
    mover TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    -- The server process that stored it (several share one PostgreSQL database).
    driver TEXT NOT NULL,
    PRIMARY KEY (table_id, seq),
    UNIQUE (table_id, command)
);

-- Which server process drives a table, until when (PostgreSQL with several processes).
CREATE TABLE leases (
    table_id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    expires_ms BIGINT NOT NULL
);
