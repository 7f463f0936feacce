//! Table chat (docs/server.md, Chat): who writes into and reads which of a table's two
//! channels, what a message may hold, how often an identity may speak, and the recent
//! messages and mutes a live table keeps. The table's task (`table.rs`) stores each message
//! before it acknowledges or sends it, like an action.
//!
//! Nothing here reads the game: a message's channel is the sender's role (seated or not),
//! and what a connection receives depends only on its own role, its mutes and whether the
//! game is over, so neither a message nor its refusal says anything about the cards.

pub mod store;

use std::{
    collections::{HashMap, VecDeque},
    sync::Mutex,
    time::{Duration, Instant},
};

use crate::protocol::{
    ChatBody, ChatChannel, ChatMessage, ErrorBody, ErrorCode, Identity, Limits, ServerMessage,
};

/// The most identities one identity may have muted.
pub const MAX_MUTES: u32 = 500;

/// The channel a sender writes into: seated people into the players', everyone else into
/// the spectators' (a spectator may be a friend passing hands, so never the players').
#[must_use]
pub fn channel_of(seated: bool) -> ChatChannel {
    if seated {
        ChatChannel::Players
    } else {
        ChatChannel::Spectators
    }
}

/// Whether a reader reads a channel. Everyone at the table reads the players' channel, as on
/// Board Game Arena: the players choose what they say there. Players read the spectators'
/// channel only once the game is over, when nothing said about the hands can help anyone.
#[must_use]
pub fn reads(channel: ChatChannel, seated: bool, finished: bool) -> bool {
    match channel {
        ChatChannel::Players => true,
        ChatChannel::Spectators => !seated || finished,
    }
}

/// Checks what a message says against the limits.
///
/// # Errors
/// `bad_chat` saying what a chat text may be.
pub fn check_body(body: &ChatBody, limits: &Limits) -> Result<(), ErrorBody> {
    let ChatBody::Text { text } = body else {
        return Ok(());
    };
    let chars = text.chars().count();
    let max = limits.chat_chars as usize;
    if chars > max {
        return Err(ErrorBody::new(
            ErrorCode::BadChat,
            format!("a chat message is at most {max} characters; this one has {chars}"),
        ));
    }
    if !crate::app::shows_as_written(text) {
        return Err(ErrorBody::new(
            ErrorCode::BadChat,
            "a chat message is text on one line with at least one visible character: no \
             control characters (line breaks included) and no marks that change the \
             direction of text",
        ));
    }
    Ok(())
}

/// Chat messages and mutes per identity in a sliding window, in this process.
#[derive(Default)]
pub struct ChatLimiter {
    recent: Mutex<HashMap<String, VecDeque<Instant>>>,
}

/// Identities remembered before the limiter forgets those that have been quiet a window.
const LIMITER_SWEEP: usize = 10_000;

impl ChatLimiter {
    /// Takes one message of `identity`'s allowance.
    ///
    /// # Errors
    /// `rate_limited` with the wait until the next message is allowed.
    pub fn take(&self, identity: &str, limits: &Limits) -> Result<(), ErrorBody> {
        let now = Instant::now();
        let window = Duration::from_millis(u64::from(limits.chat_window_ms));
        let mut recent = self
            .recent
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if recent.len() >= LIMITER_SWEEP {
            recent.retain(|_, times| times.back().is_some_and(|t| now - *t < window));
        }
        let times = recent.entry(identity.to_owned()).or_default();
        while times.front().is_some_and(|t| now - *t >= window) {
            times.pop_front();
        }
        if times.len() >= limits.chat_messages as usize {
            let wait = times.front().map_or(window, |t| window - (now - *t));
            let wait_ms = u32::try_from(wait.as_millis()).unwrap_or(u32::MAX).max(1);
            let mut error = ErrorBody::new(
                ErrorCode::RateLimited,
                format!(
                    "at most {} chat messages in {} seconds; wait {} ms",
                    limits.chat_messages,
                    limits.chat_window_ms / 1000,
                    wait_ms
                ),
            );
            error.retry_after_ms = Some(wait_ms);
            return Err(error);
        }
        times.push_back(now);
        Ok(())
    }
}

/// A live table's chat: its recent messages (read from the database on first use) and the
/// mutes of the identities watching it.
#[derive(Default)]
pub struct TableChat {
    recent: Option<VecDeque<ChatMessage>>,
    mutes: HashMap<String, Vec<Identity>>,
}

impl TableChat {
    /// Whether the recent messages were read from the database.
    #[must_use]
    pub fn loaded(&self) -> bool {
        self.recent.is_some()
    }

    /// Keeps what the database holds (the latest `limit`, oldest first); returns those not
    /// known before, for a table that learns of another process's messages.
    pub fn merge(&mut self, stored: Vec<ChatMessage>, limit: u32) -> Vec<ChatMessage> {
        let recent = self.recent.get_or_insert_with(VecDeque::new);
        let newest = recent.back().map_or(0, |m| m.n);
        let mut fresh = Vec::new();
        for message in stored {
            if !recent.iter().any(|known| known.n == message.n) {
                if message.n > newest {
                    fresh.push(message.clone());
                }
                recent.push_back(message);
            }
        }
        recent.make_contiguous().sort_by_key(|m| m.n);
        while recent.len() > limit as usize {
            recent.pop_front();
        }
        fresh
    }

    /// Adds a message this table stored.
    pub fn remember(&mut self, message: ChatMessage, limit: u32) {
        if let Some(recent) = &mut self.recent {
            recent.push_back(message);
            while recent.len() > limit as usize {
                recent.pop_front();
            }
        }
    }

    pub fn set_mutes(&mut self, identity: &str, muted: Vec<Identity>) {
        self.mutes.insert(identity.to_owned(), muted);
    }

    #[must_use]
    pub fn knows_mutes_of(&self, identity: &str) -> bool {
        self.mutes.contains_key(identity)
    }

    /// Forgets the mutes of an identity no longer watching.
    pub fn forget(&mut self, identity: &str) {
        self.mutes.remove(identity);
    }

    /// Shows an identity's new name on its messages.
    pub fn renamed(&mut self, identity: &Identity) {
        for message in self.recent.iter_mut().flatten() {
            if message.from.id == identity.id {
                message.from.name.clone_from(&identity.name);
            }
        }
    }

    /// Whether a watcher receives a message: its role reads the channel and it has not
    /// muted the sender.
    #[must_use]
    pub fn delivers(
        &self,
        message: &ChatMessage,
        reader: Option<&str>,
        seated: bool,
        finished: bool,
    ) -> bool {
        reads(message.channel, seated, finished)
            && !reader.is_some_and(|reader| {
                self.mutes
                    .get(reader)
                    .is_some_and(|muted| muted.iter().any(|m| m.id == message.from.id))
            })
    }

    /// The `chat_history` a watcher receives.
    #[must_use]
    pub fn history(
        &self,
        table: &str,
        reader: Option<&str>,
        seated: bool,
        finished: bool,
    ) -> ServerMessage {
        let messages = self
            .recent
            .iter()
            .flatten()
            .filter(|message| self.delivers(message, reader, seated, finished))
            .cloned()
            .collect();
        let muted = reader
            .and_then(|reader| self.mutes.get(reader))
            .cloned()
            .unwrap_or_default();
        ServerMessage::ChatHistory {
            table: table.to_owned(),
            messages,
            muted,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{app::LIMITS, protocol::ChatPreset};

    fn text(text: &str) -> ChatBody {
        ChatBody::Text { text: text.into() }
    }

    #[test]
    fn texts_are_counted_in_scalar_values_and_refused_with_a_reason() {
        let max = LIMITS.chat_chars as usize;
        assert!(check_body(&text(&"é".repeat(max)), &LIMITS).is_ok());
        let long = check_body(&text(&"é".repeat(max + 1)), &LIMITS).unwrap_err();
        assert_eq!(long.code, ErrorCode::BadChat);
        assert!(long.message.contains(&format!("{}", max + 1)), "{long}");
        for bad in ["", "   ", "two\nlines", "bell\u{7}", "\u{202e}reversed"] {
            let error = check_body(&text(bad), &LIMITS).unwrap_err();
            assert_eq!(error.code, ErrorCode::BadChat, "{bad:?}");
        }
        let preset = ChatBody::Preset {
            preset: ChatPreset::GoodGame,
        };
        assert!(check_body(&preset, &LIMITS).is_ok());
    }

    #[test]
    fn the_limiter_refuses_past_its_allowance_and_says_how_long_to_wait() {
        let limiter = ChatLimiter::default();
        for _ in 0..LIMITS.chat_messages {
            limiter.take("a", &LIMITS).unwrap();
        }
        let refused = limiter.take("a", &LIMITS).unwrap_err();
        assert_eq!(refused.code, ErrorCode::RateLimited);
        let wait = refused.retry_after_ms.unwrap();
        assert!(wait > 0 && wait <= LIMITS.chat_window_ms, "{wait}");
        assert!(limiter.take("b", &LIMITS).is_ok(), "per identity");
    }

    #[test]
    fn spectators_channel_reaches_players_only_after_the_game() {
        assert!(reads(ChatChannel::Players, true, false));
        assert!(reads(ChatChannel::Players, false, false));
        assert!(reads(ChatChannel::Spectators, false, false));
        assert!(!reads(ChatChannel::Spectators, true, false));
        assert!(reads(ChatChannel::Spectators, true, true));
    }
}
