//! The Imposter Kings' log lines in the person's language. The engine writes its log in
//! English (`crates/imposter-kings/src/log.rs`); this reads each line back into a message of
//! `cli.ftl` with its arguments, as the browser client does (`web/src/games/ik/model.ts`).
//! A line it does not know is shown as the engine wrote it.

use crate::i18n::tr;

/// A seat letter at the start of `text` followed by `rest`: `B` for `"B is out"`.
fn seat_then<'a>(text: &'a str, rest: &str) -> Option<(&'a str, &'a str)> {
    let (seat, after) = text.split_at_checked(1)?;
    let tail = after.strip_prefix(rest)?;
    matches!(seat, "A" | "B" | "C" | "D").then_some((seat, tail))
}

/// A list of seats as the engine writes it (`A, C`, `A+C` or `nobody`): how many, and in
/// words of the person's language (the English messages keep the engine's own `list`).
fn seats(list: &str) -> (usize, String) {
    if list == "nobody" {
        return (0, String::new());
    }
    let seats: Vec<&str> = list.split([',', '+']).map(str::trim).collect();
    (seats.len(), seats.join(&tr("cli-ik-and", &[])))
}

/// One log line of the engine, told in the person's language.
#[must_use]
pub fn told(line: &str) -> String {
    let id_args = |id: &str, args: &[(&str, &dyn std::fmt::Display)]| Some(tr(id, args));
    let known = (|| {
        if let Some(round) = line
            .strip_prefix("round ")
            .and_then(|r| r.strip_suffix(": cards dealt"))
        {
            return id_args("cli-ik-log-dealt", &[("round", &round)]);
        }
        if let Some(won) = line.strip_prefix("round over; won by ") {
            let (n, names) = seats(won);
            return id_args(
                "cli-ik-log-round-over",
                &[("n", &n), ("names", &names), ("list", &won)],
            );
        }
        match line {
            "the reveal choices are shown" => return id_args("cli-ik-log-rows", &[]),
            "both partner exchanges are done" => return id_args("cli-ik-log-exchanges", &[]),
            "Soldier: yes" => return id_args("cli-ik-log-soldier-yes", &[]),
            "Soldier: no" => return id_args("cli-ik-log-soldier-no", &[]),
            "Judge: correct" => return id_args("cli-ik-log-judge-correct", &[]),
            "Judge: wrong" => return id_args("cli-ik-log-judge-wrong", &[]),
            _ => {}
        }
        if let Some(list) = line.strip_prefix("moved to the Antechamber by: ") {
            let (n, names) = seats(list);
            return id_args(
                "cli-ik-log-inquisition",
                &[("n", &n), ("names", &names), ("list", &list)],
            );
        }
        if let Some(card) = line.strip_prefix("King's Hand stops the ") {
            return id_args("cli-ik-log-stopped", &[("card", &card)]);
        }
        if let Some((value, list)) = line
            .strip_prefix("Condemned a ")
            .and_then(|r| r.split_once(": "))
        {
            let (n, names) = seats(list);
            return id_args(
                "cli-ik-log-executed",
                &[
                    ("value", &value),
                    ("n", &n),
                    ("names", &names),
                    ("list", &list),
                ],
            );
        }
        if let Some(rest) = line.strip_prefix("paid restart: ")
            && let Some((who, points)) = seat_then(rest, " gains ")
        {
            let points = points.strip_suffix(" points")?;
            return id_args("cli-ik-log-penalty", &[("who", &who), ("points", &points)]);
        }
        let simple = [
            (
                " has no legal action and loses the round",
                "cli-ik-log-stuck",
            ),
            (" is out of the round", "cli-ik-log-eliminated"),
            (" is assassinated", "cli-ik-log-assassinated"),
            (" takes their Successor", "cli-ik-log-took-hidden"),
            (": (a secret choice)", "cli-ik-log-secret"),
        ];
        for (rest, id) in simple {
            if let Some((who, "")) = seat_then(line, rest) {
                return id_args(id, &[("who", &who)]);
            }
        }
        if let Some((who, card)) = seat_then(line, " takes their Successor: ") {
            return id_args(
                "cli-ik-log-took-successor",
                &[("who", &who), ("card", &card)],
            );
        }
        if let Some((who, rest)) = seat_then(line, " gives ")
            && let Some((gave, rest)) = rest.split_once(" to ")
            && let Some((other, got)) = seat_then(rest, " and gets ")
        {
            return id_args(
                "cli-ik-log-exchanged",
                &[
                    ("who", &who),
                    ("gave", &gave),
                    ("other", &other),
                    ("got", &got),
                ],
            );
        }
        if let Some((who, rest)) = seat_then(line, " and ")
            && let Some((other, "")) = seat_then(rest, " exchange a card")
        {
            return id_args(
                "cli-ik-log-exchanged-hidden",
                &[("who", &who), ("other", &other)],
            );
        }
        if let Some((who, value)) = seat_then(line, " removes a Condemned card of value ") {
            return id_args(
                "cli-ik-log-purged-value",
                &[("who", &who), ("value", &value)],
            );
        }
        None
    })();
    known.unwrap_or_else(|| line.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// In English every line reads as the engine wrote it: the messages say the same.
    #[test]
    fn every_kind_of_log_line_is_read_and_reads_as_the_engine_wrote_it() {
        for line in [
            "round 3: cards dealt",
            "B has no legal action and loses the round",
            "C is out of the round",
            "round over; won by A+C",
            "paid restart: D gains 2 points",
            "the reveal choices are shown",
            "both partner exchanges are done",
            "moved to the Antechamber by: A, C",
            "moved to the Antechamber by: nobody",
            "Soldier: yes",
            "Soldier: no",
            "Judge: correct",
            "Judge: wrong",
            "King's Hand stops the Soldier",
            "Condemned a 4: B",
            "Condemned a 7: nobody",
            "A is assassinated",
            "B takes their Successor: Queen",
            "B takes their Successor",
            "A gives Fool to C and gets Elder",
            "B and D exchange a card",
            "C removes a Condemned card of value 5",
            "D: (a secret choice)",
        ] {
            assert_eq!(told(line), line);
        }
        // Lines it does not know, and action lines, stay as they are.
        assert_eq!(told("B: play Queen"), "B: play Queen");
        assert_eq!(told("Xyz is out of the round"), "Xyz is out of the round");
    }

    #[test]
    fn dutch_log_lines_come_from_the_dutch_messages() {
        let nl = crate::i18n::Messages::new(crate::i18n::Lang::Nl);
        assert_eq!(
            nl.text("cli-ik-log-stuck", &[("who", &"B")]),
            "B kan niet spelen en verliest de ronde."
        );
        assert_eq!(
            nl.text(
                "cli-ik-log-executed",
                &[
                    ("value", &4),
                    ("n", &0),
                    ("names", &""),
                    ("list", &"nobody")
                ]
            ),
            "Niemand Veroordeelt een 4."
        );
    }
}
