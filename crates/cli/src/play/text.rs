//! Small text helpers for what the person reads: plurals, capitals, engine messages turned
//! to the person, and the few options that fit a refused line.

use interregnum_core::Seat;

use crate::i18n::tr;

/// `text` with its first letter in upper case, for names at the start of a sentence.
#[must_use]
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// "1 card", "2 cards": `word` is the singular, and takes an `s` in the plural.
#[must_use]
pub fn plural<N: std::fmt::Display + PartialEq + From<u8>>(n: N, word: &str) -> String {
    if n == N::from(1) {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// The columns a styled string takes on screen: its characters less the ANSI styles.
#[must_use]
pub fn visible_width(styled: &str) -> usize {
    anstream::adapter::strip_str(styled)
        .to_string()
        .chars()
        .count()
}

/// An engine's message (written for any reader, naming seats by letter, citing rule
/// numbers) made for the person in `human`'s seat: their seat becomes "you", rule
/// references and pointers to the crate docs go.
#[must_use]
pub fn for_players(message: &str, human: Seat) -> String {
    let text = message.replace(" (see the crate docs for the notation)", "");
    let text = without_maybe_plurals(&without_rule_references(&text));
    to_you(&text, &human.to_string())
}

/// "2 card(s)" as "2 cards", "1 card(s)" as "1 card".
#[must_use]
pub fn without_maybe_plurals(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("(s)") {
        let before = &rest[..at];
        let count = before.split_whitespace().rev().nth(1);
        out.push_str(before);
        if count != Some("1") {
            out.push('s');
        }
        rest = &rest[at + 3..];
    }
    out.push_str(rest);
    out
}

/// Drops `(S22)` and `(§5.3)`, and keeps the words of `(S9.2: no overpaying)`.
fn without_rule_references(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('(') {
        let (before, from) = rest.split_at(open);
        let Some(close) = from.find(')') else { break };
        let inside = &from[1..close];
        let reference_end = inside
            .strip_prefix('S')
            .or_else(|| inside.strip_prefix('§'))
            .filter(|r| r.starts_with(|c: char| c.is_ascii_digit()))
            .map(|r| {
                let len = r
                    .find(|c: char| !(c.is_ascii_digit() || c == '.'))
                    .unwrap_or(r.len());
                (len, r)
            });
        match reference_end {
            Some((len, r)) if len == r.len() => {
                out.push_str(before.trim_end());
            }
            Some((len, r)) if r[len..].starts_with(": ") => {
                out.push_str(before);
                out.push('(');
                out.push_str(&r[len + 2..]);
                out.push(')');
            }
            _ => {
                out.push_str(before);
                out.push_str(&from[..=close]);
            }
        }
        rest = &from[close + 1..];
    }
    out.push_str(rest);
    out
}

/// "B holds no Reaper" as "you hold no Reaper" when the person sits in B.
fn to_you(text: &str, seat: &str) -> String {
    const VERBS: [(&str, &str); 9] = [
        ("does", "do"),
        ("holds", "hold"),
        ("has", "have"),
        ("is", "are"),
        ("owes", "owe"),
        ("must", "must"),
        ("may", "may"),
        ("cannot", "cannot"),
        ("was", "were"),
    ];
    let words: Vec<&str> = text.split(' ').collect();
    let mut out: Vec<String> = Vec::with_capacity(words.len());
    let verb_after = |i: usize| {
        words
            .get(i + 1)
            .and_then(|next| VERBS.iter().find(|(from, _)| from == next))
            .map(|&(_, to)| to)
    };
    // Whether "you" is the subject of the clause being read, so "and has" becomes
    // "and have" too.
    let mut you_speak = false;
    let mut i = 0;
    while i < words.len() {
        let word = words[i];
        if let Some(to) = verb_after(i).filter(|_| word == seat || (you_speak && word == "and")) {
            out.push(if word == seat { "you" } else { "and" }.to_owned());
            out.push(to.to_owned());
            you_speak = true;
            i += 2;
            continue;
        }
        if word.ends_with([',', ';', ':', '.']) {
            you_speak = false;
        }
        if word.strip_prefix(seat) == Some(":") {
            out.push("you:".to_owned());
        } else if let Some(rest) = word.strip_prefix(seat).and_then(|r| r.strip_prefix("'s")) {
            out.push(format!("your{rest}"));
        } else {
            out.push(word.to_owned());
        }
        i += 1;
    }
    out.join(" ")
}

/// The allowed actions that fit what the person typed: those that share its longest prefix
/// of words (`hide Queen …` for `hide Queen Queen`), all of them when none shares even the
/// first word. At most `few` are listed; the rest are counted.
#[must_use]
pub fn fitting_options(allowed: &[String], typed: &str, few: usize) -> String {
    if allowed.is_empty() {
        return tr("cli-nothing-allowed", &[]);
    }
    let typed: Vec<String> = typed
        .split_whitespace()
        .map(str::to_ascii_lowercase)
        .collect();
    let shares = |action: &str, k: usize| {
        let words: Vec<String> = action
            .split_whitespace()
            .map(str::to_ascii_lowercase)
            .collect();
        words.len() >= k && typed.len() >= k && words[..k] == typed[..k]
    };
    let mut fitting: Vec<&String> = allowed.iter().collect();
    for k in 1..=typed.len() {
        let narrower: Vec<&String> = fitting.iter().copied().filter(|a| shares(a, k)).collect();
        if narrower.is_empty() {
            break;
        }
        fitting = narrower;
    }
    let shown: Vec<&str> = fitting.iter().take(few).map(|a| a.as_str()).collect();
    let mut text = tr("cli-you-may-play", &[("moves", &shown.join(" · "))]);
    if fitting.len() > few {
        text.push_str(&tr("cli-and-more", &[("n", &(fitting.len() - few))]));
    } else if fitting.len() < allowed.len() {
        text.push_str(&tr(
            "cli-and-others",
            &[("n", &(allowed.len() - fitting.len()))],
        ));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plurals_count_one_and_many() {
        assert_eq!(plural(1u8, "card"), "1 card");
        assert_eq!(plural(0u8, "card"), "0 cards");
        assert_eq!(plural(3u8, "round"), "3 rounds");
    }

    #[test]
    fn maybe_plurals_are_counted() {
        assert_eq!(
            without_maybe_plurals("reveal 2 card(s) from hand"),
            "reveal 2 cards from hand"
        );
        assert_eq!(without_maybe_plurals("reveal 1 card(s)"), "reveal 1 card");
        assert_eq!(without_maybe_plurals("no plural here"), "no plural here");
    }

    #[test]
    fn engine_messages_speak_to_the_person() {
        let b = Seat::new(1);
        assert_eq!(for_players("B holds no Reaper", b), "you hold no Reaper");
        assert_eq!(for_players("A holds no Reaper", b), "A holds no Reaper");
        assert_eq!(
            for_players(
                "B owes a Province and has one action left, so that action must lay it (S16)",
                b
            ),
            "you owe a Province and have one action left, so that action must lay it"
        );
        assert_eq!(
            for_players(
                "the payment is worth 6, but S5 costs exactly 5 gold (S9.2: no overpaying)",
                b
            ),
            "the payment is worth 6, but S5 costs exactly 5 gold (no overpaying)"
        );
        assert_eq!(
            for_players(
                "expected `play X`, `hide Elder Fool` (see the crate docs for the notation)",
                b
            ),
            "expected `play X`, `hide Elder Fool`"
        );
        assert_eq!(
            for_players("B's Successor (a 5)", b),
            "your Successor (a 5)"
        );
        assert_eq!(
            for_players("see (Soldier) and (§5.3)", b),
            "see (Soldier) and"
        );
    }

    #[test]
    fn refused_lines_get_the_options_that_fit() {
        let allowed: Vec<String> = ["hide Queen Fool", "hide Queen Elder", "hide Fool Queen"]
            .iter()
            .map(|s| (*s).to_owned())
            .collect();
        assert_eq!(
            fitting_options(&allowed, "hide Queen Queen", 12),
            "You may play: hide Queen Fool · hide Queen Elder (and 1 other move: `options`)"
        );
        assert_eq!(
            fitting_options(&allowed, "xyzzy", 12),
            "You may play: hide Queen Fool · hide Queen Elder · hide Fool Queen"
        );
        assert!(fitting_options(&allowed, "hide", 2).contains("and 1 more"));
    }
}
