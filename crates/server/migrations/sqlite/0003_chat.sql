-- Table chat (docs/server.md, Chat): each table's messages, in the order the database took
-- them (`n`, from 1 per table), in the channel of the sender's role when they wrote.
CREATE TABLE chat_messages (
    table_id TEXT NOT NULL REFERENCES game_tables (id),
    n INTEGER NOT NULL,
    -- 'players' (seated people) or 'spectators' (everyone else).
    channel TEXT NOT NULL,
    sender TEXT NOT NULL REFERENCES identities (id),
    -- 'text' (the text as written) or 'preset' (a preset phrase's id).
    kind TEXT NOT NULL,
    body TEXT NOT NULL,
    -- The id the sender's client chose: a re-sent message is stored once.
    command TEXT NOT NULL,
    at_ms INTEGER NOT NULL,
    PRIMARY KEY (table_id, n),
    UNIQUE (table_id, sender, command)
);

-- Whom each identity muted: their chat messages are not sent to it, at any table.
CREATE TABLE chat_mutes (
    muter TEXT NOT NULL REFERENCES identities (id),
    muted TEXT NOT NULL REFERENCES identities (id),
    PRIMARY KEY (muter, muted)
);
