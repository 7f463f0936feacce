//! "Your turn" mails (docs/server.md, Turn-based tables): when a move makes it the turn of a
//! person at a turn-based table who is not at the table and asked for these mails, one short
//! mail through the operator's SMTP server (`serve --smtp-url`, `--mail-from`, `--site-url`).
//!
//! A mail is built from the game's name and the table's link only, never from a view: it
//! cannot name a card. It is sent after the move is stored, and the change it is for is
//! claimed in the database first, so no change is mailed twice, whichever process drives the
//! table.

use std::time::Duration;

use lettre::{
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
    message::{Mailbox, header::ContentType},
};
use thiserror::Error;

/// The longest an e-mail address may be (RFC 5321's path limit).
pub const MAX_EMAIL_CHARS: usize = 254;
/// How long one SMTP command may take before the mail is given up.
const SMTP_TIMEOUT: Duration = Duration::from_secs(20);

#[derive(Debug, Error)]
pub enum MailError {
    #[error("the SMTP URL cannot be used: {0}")]
    BadUrl(String),
    #[error("the sender address {0:?} is not an e-mail address")]
    BadFrom(String),
    #[error("the site URL must start with http:// or https://, not {0:?}")]
    BadSite(String),
    #[error("the mail could not be built: {0}")]
    Build(String),
    #[error("SMTP: {0}")]
    Smtp(#[from] lettre::transport::smtp::Error),
}

/// How to send mails: `serve --smtp-url URL --mail-from ADDRESS --site-url URL`.
#[derive(Clone)]
pub struct MailConfig {
    /// `smtp://host:port` (plain), `smtp://…?tls=required` (STARTTLS) or `smtps://host:port`
    /// (TLS), with `user:password@` when the server wants a login.
    pub smtp_url: String,
    /// The `From` of every mail, `Interregnum <games@example.org>` or a bare address.
    pub from: String,
    /// The address people open the site at (`https://games.example.org`): a table's link is
    /// this with `/#/table/ID`.
    pub site_url: String,
}

/// The SMTP URL may hold a password: it never shows in debug output or logs.
impl std::fmt::Debug for MailConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MailConfig")
            .field("smtp_url", &"…")
            .field("from", &self.from)
            .field("site_url", &self.site_url)
            .finish()
    }
}

/// A ready SMTP transport and what every mail says it is from.
pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
    site_url: String,
}

/// A mail's subject and plain-text body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnMail {
    pub subject: String,
    pub body: String,
}

/// The "your turn" mail of a table of `game` (the engine's name), in English and Dutch:
/// nothing in it comes from the game's state.
#[must_use]
pub fn turn_mail(site_url: &str, game: &str, table_id: &str) -> TurnMail {
    let game = game_title(game);
    let link = format!("{}/#/table/{table_id}", site_url.trim_end_matches('/'));
    TurnMail {
        subject: format!("Your turn in {game} / Jij bent aan de beurt in {game}"),
        body: format!(
            "It is your turn in {game} at Interregnum.\r\n\
             Play your move: {link}\r\n\
             \r\n\
             Je bent aan de beurt in {game} op Interregnum.\r\n\
             Doe je zet: {link}\r\n\
             \r\n\
             --\r\n\
             You get this mail because you asked for \"your turn\" mails on your account \
             page; switch them off there.\r\n\
             Je krijgt deze mail omdat je op je accountpagina om beurtmails vroeg; zet ze \
             daar uit.\r\n"
        ),
    }
}

/// A game's name as people write it.
fn game_title(game: &str) -> &str {
    match game {
        "claim" => "Claim",
        "imposter-kings" => "The Imposter Kings",
        "provinces" => "Provinces",
        other => other,
    }
}

impl Mailer {
    /// # Errors
    /// If the SMTP URL, the sender or the site URL cannot be used.
    pub fn new(config: &MailConfig) -> Result<Mailer, MailError> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(&config.smtp_url)
            .map_err(|err| MailError::BadUrl(without_secrets(&err.to_string())))?
            .timeout(Some(SMTP_TIMEOUT))
            .build();
        let from = config
            .from
            .parse::<Mailbox>()
            .map_err(|_| MailError::BadFrom(config.from.clone()))?;
        if !(config.site_url.starts_with("http://") || config.site_url.starts_with("https://")) {
            return Err(MailError::BadSite(config.site_url.clone()));
        }
        Ok(Mailer {
            transport,
            from,
            site_url: config.site_url.clone(),
        })
    }

    /// Sends the "your turn" mail of table `table_id` of `game` to `to`.
    ///
    /// # Errors
    /// If the address cannot be used or the SMTP server refuses or fails.
    pub async fn send_turn(&self, to: &str, game: &str, table_id: &str) -> Result<(), MailError> {
        let to = to
            .parse::<Mailbox>()
            .map_err(|err| MailError::Build(err.to_string()))?;
        let mail = turn_mail(&self.site_url, game, table_id);
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(mail.subject)
            .header(ContentType::TEXT_PLAIN)
            .body(mail.body)
            .map_err(|err| MailError::Build(err.to_string()))?;
        self.transport.send(message).await?;
        Ok(())
    }
}

impl MailError {
    /// What went wrong, for the log, without the server's own words (an SMTP server's answer
    /// may quote the recipient's address, which is never logged).
    #[must_use]
    pub fn kind(&self) -> String {
        match self {
            MailError::Smtp(err) => {
                let what = if err.is_timeout() {
                    "timed out"
                } else if err.is_tls() {
                    "TLS failed"
                } else if err.is_permanent() {
                    "refused (permanent)"
                } else if err.is_transient() {
                    "refused (transient)"
                } else {
                    "connection failed"
                };
                match err.status() {
                    Some(code) => format!("SMTP {what}, code {code}"),
                    None => format!("SMTP {what}"),
                }
            }
            MailError::Build(_) => "the address cannot be used".to_owned(),
            other => other.to_string(),
        }
    }
}

/// An error text without anything that looks like a URL's login.
fn without_secrets(text: &str) -> String {
    if text.contains('@') {
        "check its scheme (smtp or smtps), host and port".to_owned()
    } else {
        text.to_owned()
    }
}

/// Whether `email` may be stored as an account's address: one `@` between a local part and
/// a domain with a dot, at most [`MAX_EMAIL_CHARS`], no spaces or control characters, and
/// accepted by the mail builder.
#[must_use]
pub fn valid_email(email: &str) -> bool {
    let Some((local, domain)) = email.split_once('@') else {
        return false;
    };
    email.chars().count() <= MAX_EMAIL_CHARS
        && !local.is_empty()
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !domain.contains('@')
        && !email
            .chars()
            .any(|c| c.is_whitespace() || c.is_control() || matches!(c, '<' | '>' | '"' | ','))
        && email.parse::<lettre::Address>().is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turn_mail_names_the_game_and_links_the_table() {
        let mail = turn_mail("https://games.example.org/", "imposter-kings", "abc123");
        assert!(mail.subject.contains("The Imposter Kings"));
        assert!(
            mail.body
                .contains("https://games.example.org/#/table/abc123")
        );
        assert!(!mail.body.contains("org//#"));
    }

    #[test]
    fn addresses() {
        for good in ["ada@example.org", "a.b+c@mail.example.co.uk"] {
            assert!(valid_email(good), "{good}");
        }
        let long = format!("{}@example.org", "a".repeat(250));
        for bad in [
            "",
            "ada",
            "@example.org",
            "ada@",
            "ada@localhost",
            "ada@example.org.",
            "a da@example.org",
            "ada@ex@ample.org",
            "<ada@example.org>",
            "ada@example.org\r\nBcc: eve@example.org",
            long.as_str(),
        ] {
            assert!(!valid_email(bad), "{bad:?}");
        }
    }

    #[test]
    fn the_smtp_password_never_shows() {
        let config = MailConfig {
            smtp_url: "smtps://ada:secret@mail.example.org".into(),
            from: "games@example.org".into(),
            site_url: "https://example.org".into(),
        };
        assert!(!format!("{config:?}").contains("secret"));
        let bad = MailConfig {
            smtp_url: "ftp://ada:secret@mail.example.org".into(),
            ..config
        };
        let err = Mailer::new(&bad).err().unwrap().to_string();
        assert!(!err.contains("secret"), "{err}");
    }
}
