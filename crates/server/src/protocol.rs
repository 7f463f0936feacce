//! The wire protocol: every JSON message and HTTP body the server reads or writes.
//!
//! docs/server.md explains each with examples. The browser client's TypeScript types are
//! generated from these with ts-rs (`--features ts`). On the wire every integer fits in 32
//! bits (JavaScript numbers), durations are relative milliseconds (no clocks to agree on),
//! and views, options and outcomes are the engines' own JSON.
//!
//! Nothing here is ever built from a full game state: a view is always the engine's view for
//! one observer (see `table.rs`), and the seed appears only in a finished game's replay.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Derives the TypeScript binding of a wire type when the `ts` feature is on.
macro_rules! wire {
    ($($item:item)*) => {
        $(
            #[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
            $item
        )*
    };
}

wire! {
    /// A message from a client over the WebSocket (`GET /ws`), one JSON object per text frame.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(tag = "type", rename_all = "snake_case")]
    pub enum ClientMessage {
        /// Authenticates this connection as a guest (the token from `POST /api/guests`).
        /// Without it a connection can only watch as a spectator.
        Hello { token: String },
        /// Follows a table: as its seat if this identity sits there, else as a spectator.
        /// `last_seq` is the last sequence number this client saw of the table (after a
        /// reconnect); the answer is a snapshot unless nothing changed since.
        Watch {
            table: String,
            #[serde(default)]
            #[cfg_attr(feature = "ts", ts(optional))]
            last_seq: Option<u32>,
        },
        /// Stops following a table.
        Unwatch { table: String },
        /// Plays `action` (the game's notation) for this identity's seat. `seq` is the last
        /// sequence number the client saw of this table; `command` is an id the client
        /// chooses (at most 64 characters), unique per table: a retried command with the
        /// same id is applied once. `auto` marks a pass the client chose without its person
        /// (a reaction window with nothing to play): the server holds it like any decision.
        Act {
            table: String,
            seq: u32,
            action: String,
            command: String,
            #[serde(default)]
            #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
            auto: bool,
        },
        /// Asks what the hard bot would play for this identity's seat at change `seq`, and
        /// its estimate of the seat's chance to win. Only where the table's `hints` setting
        /// allows, only for the seat's own decision; answered with `hint` to this connection
        /// alone.
        Hint { table: String, seq: u32 },
        /// Says something at a table the connection watches, in its role's channel: a seated
        /// person's goes to the players' channel, anyone else's to the spectators'. `command`
        /// is an id the client chooses (at most 64 characters), unique per table and sender: a
        /// re-sent message is stored once. Answered with `chat_ack` once stored.
        Chat {
            table: String,
            command: String,
            body: ChatBody,
        },
        /// Mutes (or unmutes) an identity for this identity, at every table: its chat
        /// messages are not sent to this identity's connections. Answered with `muted`.
        Mute { identity: String, muted: bool },
        /// An application-level heartbeat; answered with `pong`.
        Ping {
            #[serde(default)]
            #[cfg_attr(feature = "ts", ts(optional))]
            nonce: Option<u32>,
        },
    }

    /// A message from the server over the WebSocket.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    #[serde(tag = "type", rename_all = "snake_case")]
    pub enum ServerMessage {
        /// The answer to `hello`, and the first message of every connection (identity null).
        Welcome {
            identity: Option<Identity>,
            /// The server pings every this many milliseconds; a client that hears nothing
            /// for three intervals should reconnect.
            heartbeat_ms: u32,
            limits: Limits,
        },
        /// The whole table as this observer may see it: on `watch`, after a stale or
        /// refused action, and when a slow connection is resynced.
        Snapshot {
            table: TableState,
            /// The engine's view for this observer; null before the game starts.
            view: Option<Value>,
            reason: SnapshotReason,
        },
        /// One change of a table, numbered `table.seq`, with the observer's new view.
        Update {
            table: TableState,
            change: Change,
            view: Option<Value>,
        },
        /// An action of this connection's identity was stored and applied as change `seq`.
        Ack {
            table: String,
            command: String,
            seq: u32,
            /// True when this command id was applied before: nothing new was done.
            duplicate: bool,
        },
        /// Something was refused; nothing changed. A `stale` error is followed by a snapshot.
        Error {
            table: Option<String>,
            command: Option<String>,
            error: ErrorBody,
        },
        /// Who is connected. Not a change of the table: `seq` is the current number.
        Presence {
            table: String,
            seq: u32,
            seats: Vec<SeatPresence>,
        },
        Pong {
            nonce: Option<u32>,
        },
        /// A chat message this connection may read, as soon as it is stored.
        Chat { table: String, message: ChatMessage },
        /// The recent chat of a table that this connection may read (the last
        /// `limits.chat_history` messages, oldest first): after the snapshot of `watch`, and
        /// again when what it may read changed (it sat down or left, the game ended, it
        /// muted someone). Replaces what the client showed.
        ChatHistory {
            table: String,
            messages: Vec<ChatMessage>,
            /// The identities this identity muted (whose messages are left out).
            muted: Vec<Identity>,
        },
        /// A chat message of this connection was stored as message `n`.
        ChatAck {
            table: String,
            command: String,
            n: u32,
            /// True when this command id was stored before: nothing new was said.
            duplicate: bool,
        },
        /// The answer to `mute`: every identity this identity has muted now.
        Muted { muted: Vec<Identity> },
        /// The answer to `hint`, sent to the asking connection only: what the hard bot,
        /// searching from the asking seat's view, would play at change `seq`.
        Hint {
            table: String,
            /// The change the hint is for; a client drops a hint whose `seq` is not the
            /// table's any more.
            seq: u32,
            /// A legal action of the seat's `legal`, in the game's notation.
            action: String,
            /// The search's estimate of the seat's chance to win after `action`, from 0 to 1
            /// (a draw counts half).
            win_chance: f64,
            /// How many searches the estimate rests on.
            iterations: u32,
        },
    }

    /// What a chat message says: text as written, or a preset phrase each reader's client
    /// shows in its own language.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(tag = "kind", rename_all = "snake_case")]
    pub enum ChatBody {
        /// 1 to `limits.chat_chars` Unicode scalar values, no control characters.
        Text { text: String },
        Preset { preset: ChatPreset },
    }

    /// The preset phrases, for people who would rather not type.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum ChatPreset {
        Hello,
        GoodLuck,
        HaveFun,
        WellPlayed,
        GoodGame,
        Thanks,
        Oops,
        Sorry,
        OneMoment,
        Bye,
    }

    /// A table's two chat channels.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum ChatChannel {
        /// Written by seated people; read by everyone at the table.
        Players,
        /// Written by everyone else; read by spectators, and by the players once the game is
        /// over.
        Spectators,
    }

    /// One stored chat message.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct ChatMessage {
        /// The message's number at its table, from 1, in the order they were stored.
        pub n: u32,
        pub channel: ChatChannel,
        /// Who wrote it, with the name they have now.
        pub from: Identity,
        pub body: ChatBody,
    }

    /// Why a snapshot was sent.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum SnapshotReason {
        /// The answer to `watch`.
        Watch,
        /// The client's action named an old sequence number.
        Stale,
        /// The connection fell behind and missed changes.
        Resync,
    }

    /// A guest identity as others see it.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Identity {
        pub id: String,
        pub name: String,
    }

    /// The limits the server enforces on each connection and identity.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Limits {
        /// The largest message accepted, in bytes.
        pub max_message_bytes: u32,
        /// Messages per second per connection (a burst of twice this is allowed).
        pub messages_per_second: u32,
        /// Unfinished tables one identity may have created or sit at.
        pub tables_per_identity: u32,
        /// Tables one connection may watch at once.
        pub watched_per_connection: u32,
        /// The longest chat text, in Unicode scalar values.
        pub chat_chars: u32,
        /// Chat messages (and mutes) one identity may send per `chat_window_ms`.
        pub chat_messages: u32,
        pub chat_window_ms: u32,
        /// The chat messages a table sends a watcher on `watch`.
        pub chat_history: u32,
    }

    /// A table as any observer sees it, plus which seat is the observer's.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct TableState {
        pub id: String,
        pub game: String,
        /// The game options, as the engine reads them.
        pub options: Value,
        pub status: Status,
        /// The number of the last change; 0 when the table was created.
        pub seq: u32,
        pub public: bool,
        pub settings: TableSettings,
        pub seats: Vec<SeatInfo>,
        /// The observer's seat, or null for a spectator.
        pub you: Option<u8>,
        /// The seat that decides now (null before the start and after the end).
        pub to_act: Option<u8>,
        /// Time left for the seat to act, when the table has a move clock.
        pub remaining_ms: Option<u32>,
        /// The engine's outcome once the game is over.
        pub outcome: Option<Value>,
        /// The table of the rematch, once one was offered.
        pub next_table: Option<String>,
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum Status {
        /// Seats are being filled; the game has not started.
        Waiting,
        Playing,
        Finished,
    }

    /// One seat of a table.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct SeatInfo {
        pub seat: u8,
        pub occupant: Occupant,
        /// Consecutive moves the clock ran out on.
        pub timeouts: u32,
        /// A bot plays for the person in this seat (after too many timeouts) until they return.
        pub bot_standing_in: bool,
        /// For a person: connected now, or for how long not.
        pub presence: Option<Presence>,
    }

    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(tag = "kind", rename_all = "snake_case")]
    pub enum Occupant {
        Open,
        Person { identity: Identity },
        Bot { bot: String },
        /// A seat kept for this account (a challenge): open to them alone until they sit.
        Invited { identity: Identity },
    }

    /// Whether a person is connected to the table.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Presence {
        pub connected: bool,
        /// How long the person has been away, when not connected.
        pub away_ms: Option<u32>,
    }

    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct SeatPresence {
        pub seat: u8,
        pub presence: Presence,
    }

    /// A table's rules of play beyond the game options.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(default)]
    pub struct TableSettings {
        /// Seconds per move (a real-time table), or null for no clock. On expiry the
        /// heuristic bot plays the move.
        pub move_seconds: Option<u32>,
        /// Days per move (a turn-based table): 1, 2, 3 or 7 ([`MOVE_DAYS`]); absent or null
        /// for none. A table has at most one clock: `move_seconds` or `move_days`. On expiry
        /// the heuristic bot plays the move, as with `move_seconds`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        pub move_days: Option<u8>,
        /// After this many consecutive timeouts a bot plays the seat until its person returns.
        pub max_timeouts: u32,
        /// The least time a reaction window (a decision that can be `pass`) stays open for a
        /// seat, in milliseconds, whoever decides and whatever they hold.
        pub reaction_ms: u32,
        /// The least time before a bot's decision is played, in milliseconds.
        pub bot_delay_ms: u32,
        /// Whether seated people may ask for hints (`hint`). When a new table leaves it out
        /// or null, the server decides: on when every seat but one is a bot, off when the
        /// table is for several people. A public table for several people cannot have hints.
        pub hints: Option<bool>,
        /// A rated game (docs/server.md, Ratings): only for accounts, with a move clock,
        /// without hints; bots only as the levels `easy`, `medium`, `hard`, each once.
        #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
        pub rated: bool,
    }

    /// One change of a table.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(tag = "kind", rename_all = "snake_case")]
    pub enum Change {
        Seated { seat: u8 },
        Left { seat: u8 },
        Started,
        /// A seat acted. What it did shows in the views, as far as each observer may see it.
        Acted { seat: u8, by: Mover },
        /// A bot plays for this seat until its person returns.
        BotStandsIn { seat: u8 },
        /// The person took the seat back.
        TookBack { seat: u8 },
        /// A rematch table was created with the same seats.
        Rematch { next_table: String },
    }

    /// Who chose an action.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum Mover {
        Person,
        Bot,
        /// The clock ran out and the heuristic bot played.
        Timeout,
        /// A bot standing in for an absent person.
        StandIn,
    }

    /// What went wrong, for a program (`code`) and a person (`message`).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct ErrorBody {
        pub code: ErrorCode,
        pub message: String,
        /// For `illegal_action`: the legal actions now.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub allowed: Option<Vec<String>>,
        /// For `rate_limited` logins and chat: how long to wait before the next try, in milliseconds.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        pub retry_after_ms: Option<u32>,
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum ErrorCode {
        /// Not JSON, or not a message or body this server knows; the message says why.
        BadMessage,
        TooLarge,
        RateLimited,
        /// No identity, or an unknown token.
        Unauthorized,
        NoSuchTable,
        UnknownGame,
        UnknownBot,
        /// The options or deck cannot start a game; the message is the engine's.
        BadOptions,
        /// The identity has no seat at this table.
        NotSeated,
        SeatTaken,
        NoSuchSeat,
        /// The table is not waiting for players (or not full, for `start`).
        WrongStatus,
        NotYourTurn,
        /// The action named an older sequence number than the table's; a snapshot follows.
        Stale,
        /// Not an action in the game's notation.
        BadAction,
        /// Not legal now; `allowed` lists what is.
        IllegalAction,
        /// An earlier command of this seat is still being held (a reaction window).
        Pending,
        TooManyTables,
        TooManyWatched,
        /// The database refused or failed; nothing was applied. Retry with the same command id.
        Storage,
        /// Another server process drives this table; reconnect (to any process) and retry.
        Moved,
        /// This table does not allow hints (its `hints` setting is off).
        HintsOff,
        /// No simulation of yours has that id (or it was forgotten after its time).
        NoSuchSimulation,
        /// A username that breaks the rules (3 to 24 letters, digits, `_` or `-`).
        BadUsername,
        /// A password shorter or longer than allowed.
        BadPassword,
        /// Someone has that username already (whatever its case).
        UsernameTaken,
        /// This identity has an account already.
        AlreadyRegistered,
        /// No account with that username and password.
        BadLogin,
        /// The password given to confirm is not the account's.
        WrongPassword,
        /// This needs a logged-in session (the session cookie), not a bearer token.
        NeedsSession,
        /// A cookie-authenticated request that changes something came without the CSRF
        /// header, or from another site.
        Csrf,
        /// The account has no API token with that id.
        NoSuchToken,
        /// The account has as many API tokens as allowed.
        TooManyTokens,
        /// A chat text that is empty, too long, or holds control characters or marks that
        /// change the direction of text; or a mute of oneself or of too many.
        BadChat,
        /// Only an account may do this (a rated table); a guest can become one.
        AccountRequired,
        /// No player by that name (a username, `id:` an identity id, or `bot:` a level).
        NoSuchPlayer,
        /// An e-mail address that cannot be used (too long, or not `local@domain.tld`), or
        /// "your turn" mails asked for without an address.
        BadEmail,
        Internal,
    }

    /// `POST /api/guests`
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct NewGuest {
        pub name: String,
    }

    /// The answer to `POST /api/guests`: the token is shown once, keep it.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Guest {
        pub id: String,
        pub name: String,
        pub token: String,
    }

    /// `POST /api/tables`
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct NewTable {
        pub game: String,
        /// The engine's options (see docs/protocol.md); a Provinces `deck` may also be the
        /// text of a TOML deck file.
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        pub options: Option<Value>,
        /// One entry per seat; its length must match the player count.
        pub seats: Vec<SeatRequest>,
        /// Listed in the lobby; a private table is reachable by its id only.
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
        pub public: bool,
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        pub settings: Option<TableSettings>,
    }

    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(tag = "kind", rename_all = "snake_case")]
    pub enum SeatRequest {
        Open,
        /// The requesting identity sits here.
        Me,
        /// `easy`, `medium`, `hard` or any bot spec (`random`, `heuristic`, `ismcts:500`).
        Bot { bot: String },
        /// A challenge: the seat is kept for the account with this username (any case), who
        /// alone may sit there; the table is in their `GET /api/account/games`.
        Player { username: String },
    }

    /// `POST /api/play-bots`: a started table with the requester and bots, in one request.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct PlayBots {
        pub game: String,
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        pub options: Option<Value>,
        /// The bot in every other seat; `medium` when absent.
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        pub bot: Option<String>,
        /// The requester's seat; 0 when absent.
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        pub seat: Option<u8>,
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        pub settings: Option<TableSettings>,
    }

    /// `POST /api/tutorials`: a started tutorial table of `game` (docs/server.md, Tutorials):
    /// the requester against the heuristic bot on the game's fixed deal.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct NewTutorial {
        pub game: String,
    }

    /// `POST /api/tables/{id}/sit`
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Sit {
        /// The seat to take; the first open one when absent.
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        pub seat: Option<u8>,
    }

    /// An entry of `GET /api/games`.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct GameInfo {
        pub name: String,
        pub seats: Vec<u8>,
    }

    /// `POST /api/decks/check`: the text of a Provinces deck file, read and checked by the
    /// engine, for the deck designer's "open a deck file".
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct DeckText {
        /// The file's whole text.
        pub text: String,
        /// How the file is written; TOML (a deck file) when absent.
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        pub format: Option<DeckFormat>,
    }

    /// The two ways a deck is written: a TOML deck file (docs/deck-file.md) or the same keys
    /// as JSON (the engine's options).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum DeckFormat {
        Toml,
        Json,
    }

    /// The answer of `POST /api/decks/check`: the deck with every key filled in (those the
    /// file left out take their defaults), as the engine's JSON.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct CheckedDeck {
        pub deck: Value,
    }

    /// `POST /api/simulations`: bot games with a Provinces deck, for the deck designer.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct NewSimulation {
        /// Provinces options as for a table: `players`, and `deck` as the deck file's JSON or
        /// the text of its TOML file.
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        pub options: Option<Value>,
        /// One bot for every seat, or one per seat: `random`, `heuristic`, `easy`, `medium`
        /// or `ismcts:N` with a small N (see docs/server.md, Simulations). `heuristic` when absent.
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        pub bots: Option<Vec<String>>,
        /// How many games to play.
        pub games: u32,
    }

    /// A simulation as its owner sees it (`GET /api/simulations/{id}`).
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct SimulationState {
        pub id: String,
        pub status: SimulationStatus,
        /// The games asked for, and those finished so far.
        pub games: u32,
        pub done: u32,
        /// Once `done`: what the games showed.
        pub report: Option<SimulationReport>,
        /// Why a simulation failed or was cancelled.
        pub message: Option<String>,
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum SimulationStatus {
        Running,
        Done,
        /// Stopped by its owner, or because nobody asked about it for a while.
        Cancelled,
        Failed,
    }

    /// What a simulation's games showed.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct SimulationReport {
        /// The seed of the run: `interregnum simulate provinces --seed SEED` with the same
        /// deck, players, bots and games plays the same games.
        pub seed: u32,
        /// Games played (fewer than asked when the time limit stopped the run).
        pub games: u32,
        /// False when the time limit stopped the run before every game was played.
        pub complete: bool,
        pub players: u8,
        /// The bot of each seat in the first game; when they differ, game `i` moves every
        /// bot `i` seats on, so a seat's share is the seat's advantage, not a bot's.
        pub bots: Vec<String>,
        /// Per seat: the games it won (a shared win counts for each winner) and that share
        /// with its 95% Wilson interval.
        pub seats: Vec<SeatShare>,
        pub rounds: RoundStats,
        /// How the games ended, each with its share and 95% interval.
        pub endings: Vec<EndingShare>,
    }

    /// A proportion of games with its 95% Wilson score interval, each from 0 to 1.
    #[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
    pub struct Share {
        pub rate: f64,
        pub low: f64,
        pub high: f64,
    }

    #[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
    pub struct SeatShare {
        pub seat: u8,
        pub wins: u32,
        pub share: Share,
    }

    /// Game length in rounds.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct RoundStats {
        pub mean: f64,
        pub sd: f64,
        pub min: u32,
        pub median: f64,
        pub max: u32,
        /// `histogram[r]` games lasted `r` rounds.
        pub histogram: Vec<u32>,
    }

    #[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
    pub struct EndingShare {
        pub ending: Ending,
        pub games: u32,
        pub share: Share,
    }

    /// How a Provinces game ended. The first two say what ended it, the next three how its
    /// winner was decided; `draw` is a shared win of every seat.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum Ending {
        ProvinceTarget,
        RoundLimit,
        MostProvinces,
        TreasuryTieBreak,
        Shared,
        Draw,
    }

    /// One step of a finished game's replay (`GET /api/tables/{id}/replay/{step}`): every
    /// observer's view after the first `step` actions. Served only once the game is over.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct ReplayStep {
        /// Actions played so far: 0 is the deal, `steps` the end.
        pub step: u32,
        /// The game's number of actions.
        pub steps: u32,
        /// The action that led to this step, and the seat that played it (null at step 0).
        pub action: Option<String>,
        pub by: Option<u8>,
        /// The spectator's view.
        pub spectator: Value,
        /// Each seat's own view, in seat order: its hand and everything it alone saw.
        pub seats: Vec<Value>,
    }

    /// `POST /api/tables/{id}/review`: which seat's decisions to review (docs/server.md,
    /// Reviews). Absent: the caller's own seat.
    #[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct ReviewRequest {
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        pub seat: Option<u8>,
    }

    /// A game review, as it stands: running (with its progress), done (with the review) or
    /// failed (with the reason). Ask again with the same request to follow it.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct ReviewState {
        pub table: String,
        pub seat: u8,
        pub status: ReviewStatus,
        /// Decisions weighed so far, of `decisions` (0 until the first is done).
        pub done: u32,
        pub decisions: u32,
        /// The review once done: `interregnum_bots::review::Review` as JSON (its decisions,
        /// each legal action's value with its interval, the marks, the summary).
        #[cfg_attr(feature = "ts", ts(optional))]
        pub review: Option<Value>,
        #[cfg_attr(feature = "ts", ts(optional))]
        pub message: Option<String>,
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum ReviewStatus {
        Running,
        Done,
        Failed,
    }

    /// One entry of a seat's history (`GET /api/tables/{id}/history`): what it saw after
    /// each action.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct HistoryEntry {
        pub seq: u32,
        pub view: Value,
    }
}

wire! {
    /// `POST /api/account` (register) and `POST /api/login`.
    #[derive(Clone, Serialize, Deserialize)]
    pub struct Credentials {
        pub username: String,
        pub password: String,
    }

    /// How a request was signed in.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum SignedIn {
        /// A guest's token from `POST /api/guests`.
        GuestToken,
        /// A named token of an account.
        ApiToken,
        /// The session cookie of `POST /api/login`.
        Session,
    }

    /// `GET /api/account`: who the request is, and its account if it has one.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Account {
        pub id: String,
        /// The name others see at tables.
        pub name: String,
        /// The login name; null for a guest.
        pub username: Option<String>,
        /// When the account was made, in seconds since 1970 (UTC); null for a guest.
        pub created_s: Option<u32>,
        pub signed_in: SignedIn,
    }

    /// `POST /api/account/mail`: the caller's e-mail address (null for none) and whether
    /// "your turn" mails of turn-based tables go to it (which needs an address).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct MailSettings {
        pub email: Option<String>,
        pub turn_mails: bool,
    }

    /// `GET /api/account/mail`, and the answer to `POST`: what the account has set, shown to
    /// its owner only (no endpoint lists anyone else's address).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct AccountMail {
        pub email: Option<String>,
        pub turn_mails: bool,
        /// Whether this server sends mails at all (its operator configured SMTP).
        pub server_sends: bool,
    }

    /// `POST /api/account/name`.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Rename {
        pub name: String,
    }

    /// `POST /api/account/delete`: the password again, to confirm.
    #[derive(Clone, Serialize, Deserialize)]
    pub struct DeleteAccount {
        pub password: String,
    }

    /// The answer to `POST /api/logout`, `/api/logout-everywhere` and account deletion.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct SignedOut {
        /// How many sessions ended.
        pub sessions: u32,
    }

    /// `POST /api/account/tokens`.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct NewApiToken {
        pub name: String,
    }

    /// A named API token as listed: never its secret.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct ApiToken {
        pub id: String,
        pub name: String,
        /// Seconds since 1970 (UTC).
        pub created_s: u32,
    }

    /// The answer to `POST /api/account/tokens`: the secret is shown this once.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct CreatedApiToken {
        pub id: String,
        pub name: String,
        pub created_s: u32,
        /// Send as `Authorization: Bearer TOKEN`, or in `hello`.
        pub token: String,
    }
}

wire! {
    /// `GET /api/leaderboard`: one table's ratings (a game and a player count), established
    /// ratings first by rating, then provisional ones.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct Leaderboard {
        pub game: String,
        pub players: u8,
        pub page: u32,
        /// Whether a next page has entries.
        pub more: bool,
        pub entries: Vec<LeaderboardEntry>,
    }

    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct LeaderboardEntry {
        /// The place among established ratings (1 is the best); null for a provisional one.
        pub rank: Option<u32>,
        pub player: PlayerRef,
        pub rating: f64,
        pub deviation: f64,
        pub provisional: bool,
        pub games: u32,
    }

    /// Who a player is, and how to ask for their profile.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct PlayerRef {
        /// The name shown at tables; for a bot its level (`easy`, `medium`, `hard`).
        pub name: String,
        /// The `{name}` of `GET /api/players/{name}`: the username, `id:` and the identity
        /// id of a guest, or `bot:` and the level.
        pub profile: String,
        pub bot: bool,
    }

    /// `GET /api/players/{name}`: a player's ratings, rating history, played and won counts
    /// and finished games (a page of them).
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct Profile {
        pub player: PlayerRef,
        /// The identity id (as seats show it); null for a bot.
        pub id: Option<String>,
        /// The login name; null for a guest or a bot.
        pub username: Option<String>,
        /// One per table (game and player count) with a rated game.
        pub ratings: Vec<PlayerRating>,
        /// The rating after each rated game, oldest first (the most recent ones).
        pub history: Vec<RatingPoint>,
        pub played: Vec<PlayedCount>,
        /// Finished games, newest first: this page of them.
        pub games: Vec<FinishedGame>,
        pub page: u32,
        pub more: bool,
    }

    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct PlayerRating {
        pub game: String,
        pub players: u8,
        pub rating: f64,
        pub deviation: f64,
        /// Deviation above the provisional threshold (docs/server.md, Ratings).
        pub provisional: bool,
        pub games: u32,
    }

    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct RatingPoint {
        pub game: String,
        pub players: u8,
        pub table: String,
        /// When the game ended, in seconds since 1970 (UTC).
        pub at_s: u32,
        pub rating: f64,
        pub deviation: f64,
    }

    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct PlayedCount {
        pub game: String,
        pub players: u8,
        pub played: u32,
        /// Games won (a team's win counts for both partners; a draw is not a win).
        pub won: u32,
    }

    /// A finished game of a profile; its replay is `GET /api/tables/{table}/replay`.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct FinishedGame {
        pub table: String,
        pub game: String,
        pub players: u8,
        pub seat: u8,
        /// 1 a win, 0 a loss, 0.5 a draw (the engine's payoff).
        pub payoff: f64,
        /// A bot stood in for the player at the end: they timed out and did not come back.
        pub left: bool,
        pub rated: bool,
        /// For a rated game: the rating change it made.
        pub rating_change: Option<f64>,
        pub at_s: u32,
    }
}

wire! {
    /// `POST /api/pairing`: "play a rated game of this now" (docs/server.md, Quick pairing).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct NewPairing {
        /// A game of two players: `claim`, `imposter-kings` or `provinces`.
        pub game: String,
    }

    /// Where a quick pairing stands: ask again (`POST /api/pairing`) every few seconds while
    /// `waiting`; once `paired`, `table` is the started rated table.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct PairingState {
        pub status: PairingStatus,
        pub game: Option<String>,
        pub table: Option<String>,
        /// How long you have waited, in milliseconds.
        pub waited_ms: u32,
        /// How far from your rating an opponent may be now (it widens with the wait).
        pub window: f64,
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum PairingStatus {
        Waiting,
        Paired,
        /// Not in a queue (after `DELETE /api/pairing`, or never).
        Idle,
    }
}

/// Passwords never show in logs or debug output.
impl std::fmt::Debug for Credentials {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Credentials")
            .field("username", &self.username)
            .field("password", &"…")
            .finish()
    }
}

impl std::fmt::Debug for DeleteAccount {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DeleteAccount")
            .field("password", &"…")
            .finish()
    }
}

/// The days per move a turn-based table may have (`TableSettings::move_days`).
pub const MOVE_DAYS: [u8; 4] = [1, 2, 3, 7];

impl TableSettings {
    /// How long a person has for a decision, in milliseconds, if the table has a clock.
    #[must_use]
    pub fn move_ms(&self) -> Option<i64> {
        match (self.move_days, self.move_seconds) {
            (Some(days), _) => Some(i64::from(days) * 24 * 3600 * 1000),
            (None, Some(seconds)) => Some(i64::from(seconds) * 1000),
            (None, None) => None,
        }
    }

    /// Whether the table is turn-based (days per move).
    #[must_use]
    pub fn turn_based(&self) -> bool {
        self.move_days.is_some()
    }

    /// Checks the clock of a new table.
    ///
    /// # Errors
    /// `bad_options` for days per move other than [`MOVE_DAYS`], or for both clocks at once.
    pub fn check_clock(&self) -> Result<(), ErrorBody> {
        if let Some(days) = self.move_days {
            if !MOVE_DAYS.contains(&days) {
                return Err(ErrorBody::new(
                    ErrorCode::BadOptions,
                    format!(
                        "settings.move_days is {days}; a turn-based table has 1, 2, 3 or 7 days                          per move"
                    ),
                ));
            }
            if self.move_seconds.is_some() {
                return Err(ErrorBody::new(
                    ErrorCode::BadOptions,
                    "a table has one clock: set settings.move_seconds (real time) or                      settings.move_days (turn-based), not both",
                ));
            }
        }
        Ok(())
    }
}

impl Default for TableSettings {
    fn default() -> Self {
        TableSettings {
            move_seconds: None,
            move_days: None,
            max_timeouts: 2,
            reaction_ms: 1_500,
            bot_delay_ms: 300,
            hints: None,
            rated: false,
        }
    }
}

impl ErrorBody {
    #[must_use]
    pub fn new(code: ErrorCode, message: impl Into<String>) -> ErrorBody {
        ErrorBody {
            code,
            message: message.into(),
            allowed: None,
            retry_after_ms: None,
        }
    }
}

impl std::fmt::Display for ErrorBody {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}: {}", self.code, self.message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn client_messages_read_as_documented() {
        let act: ClientMessage = serde_json::from_str(
            r#"{"type":"act","table":"t","seq":3,"action":"Kn7","command":"c1"}"#,
        )
        .unwrap();
        assert_eq!(
            act,
            ClientMessage::Act {
                table: "t".into(),
                seq: 3,
                action: "Kn7".into(),
                command: "c1".into(),
                auto: false
            }
        );
        let watch: ClientMessage = serde_json::from_str(r#"{"type":"watch","table":"t"}"#).unwrap();
        assert_eq!(
            watch,
            ClientMessage::Watch {
                table: "t".into(),
                last_seq: None
            }
        );
        assert!(serde_json::from_str::<ClientMessage>(r#"{"type":"act","table":"t"}"#).is_err());
        assert!(
            serde_json::from_str::<ClientMessage>(
                r#"{"type":"act","table":"t","seq":-1,"action":"x","command":"c"}"#
            )
            .is_err()
        );
    }

    #[test]
    fn chat_messages_read_as_documented() {
        let text: ClientMessage = serde_json::from_str(
            r#"{"type": "chat", "table": "q7KfT2xw", "command": "m1", "body": {"kind": "text", "text": "good luck!"}}"#,
        )
        .unwrap();
        assert_eq!(
            text,
            ClientMessage::Chat {
                table: "q7KfT2xw".into(),
                command: "m1".into(),
                body: ChatBody::Text {
                    text: "good luck!".into()
                }
            }
        );
        let preset: ClientMessage = serde_json::from_str(
            r#"{"type": "chat", "table": "q7KfT2xw", "command": "m2", "body": {"kind": "preset", "preset": "well_played"}}"#,
        )
        .unwrap();
        assert!(matches!(
            preset,
            ClientMessage::Chat {
                body: ChatBody::Preset {
                    preset: ChatPreset::WellPlayed
                },
                ..
            }
        ));
        for bad in [
            r#"{"type": "chat", "table": "t", "command": "c", "body": {"kind": "preset", "preset": "insult"}}"#,
            r#"{"type": "chat", "table": "t", "command": "c", "body": {"kind": "html", "html": "<b>"}}"#,
            r#"{"type": "mute", "identity": "x", "muted": "yes"}"#,
        ] {
            assert!(serde_json::from_str::<ClientMessage>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn server_messages_carry_their_type_tag() {
        let ack = ServerMessage::Ack {
            table: "t".into(),
            command: "c".into(),
            seq: 4,
            duplicate: false,
        };
        let json = serde_json::to_value(&ack).unwrap();
        assert_eq!(json["type"], "ack");
        let error = ServerMessage::Error {
            table: None,
            command: None,
            error: ErrorBody::new(ErrorCode::NotYourTurn, "B is to act"),
        };
        assert_eq!(
            serde_json::to_value(&error).unwrap()["error"]["code"],
            "not_your_turn"
        );
    }
}
