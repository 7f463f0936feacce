-- Accounts: a guest identity that can log in with a username and a password. The account is
-- attached to the identity (same id), so every seat, game and rating it had stays its own.
CREATE TABLE accounts (
    identity TEXT PRIMARY KEY REFERENCES identities (id),
    -- As the person wrote it; shown on the account page.
    username TEXT NOT NULL,
    -- Lower-cased: usernames are unique whatever their case. A deleted account keeps its
    -- key, so nobody else can take its username and be mistaken for it.
    username_key TEXT NOT NULL UNIQUE,
    -- The PHC string of an argon2id hash (salt and parameters inside); empty once deleted.
    password_hash TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    deleted BIGINT NOT NULL DEFAULT 0
);

-- Logins of a browser: the SHA-256 of the session cookie's secret (never the secret).
CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    identity TEXT NOT NULL REFERENCES identities (id),
    created_ms BIGINT NOT NULL,
    expires_ms BIGINT NOT NULL
);
CREATE INDEX sessions_identity ON sessions (identity);

-- Named bearer tokens of an account, for its programs and bots: listed and revocable.
CREATE TABLE api_tokens (
    id TEXT PRIMARY KEY,
    identity TEXT NOT NULL REFERENCES identities (id),
    name TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    created_ms BIGINT NOT NULL
);
CREATE INDEX api_tokens_identity ON api_tokens (identity);
