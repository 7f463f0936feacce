-- "Your turn" mails (docs/server.md, Turn-based tables): an account's own e-mail address and
-- whether it wants those mails. Only its owner is ever shown the address.
ALTER TABLE accounts ADD COLUMN email TEXT;
ALTER TABLE accounts ADD COLUMN turn_mails BIGINT NOT NULL DEFAULT 0;

-- The changes a "your turn" mail was sent for: claimed before sending, so that no change of a
-- table is mailed twice, whichever process drives it.
CREATE TABLE turn_mails (
    table_id TEXT NOT NULL REFERENCES game_tables (id),
    seq BIGINT NOT NULL,
    seat BIGINT NOT NULL,
    sent_ms BIGINT NOT NULL,
    PRIMARY KEY (table_id, seq)
);
