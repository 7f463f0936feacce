-- Ratings (docs/server.md, Ratings): Glicko-2 per player, game and player count. A player is
-- an identity id, or a fixed bot identity (`bot:easy`, `bot:medium`, `bot:hard`; a colon is
-- in no identity id), so a guest who becomes an account keeps its ratings.
CREATE TABLE ratings (
    player TEXT NOT NULL,
    game TEXT NOT NULL,
    players BIGINT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL,
    PRIMARY KEY (player, game, players)
);
CREATE INDEX ratings_board ON ratings (game, players, rating);

-- One row per finished game and seat of a person (and of a rated bot), written in the
-- transaction that stores the game's end: played and won counts, the profile's list of
-- games, and for a rated game the rating after it (the chart). Its key makes a result
-- impossible to store, or rate, twice.
CREATE TABLE game_results (
    table_id TEXT NOT NULL REFERENCES game_tables (id),
    seat BIGINT NOT NULL,
    player TEXT NOT NULL,
    game TEXT NOT NULL,
    players BIGINT NOT NULL,
    -- The engine's payoff: 1 a win, 0 a loss, 0.5 a draw.
    payoff DOUBLE PRECISION NOT NULL,
    -- A bot stood in for the person at the end (they timed out and did not come back).
    left_game BIGINT NOT NULL,
    rated BIGINT NOT NULL,
    -- For a rated game: the rating before and after.
    rating_before DOUBLE PRECISION,
    rating DOUBLE PRECISION,
    deviation DOUBLE PRECISION,
    at_ms BIGINT NOT NULL,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX game_results_player ON game_results (player, at_ms);
