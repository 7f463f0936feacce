//! The command line's messages in English and Dutch, from the Fluent files it shares with the
//! browser client (`i18n/<lang>/cli.ftl` at the repository's root, built into the binary).
//!
//! The language is `--lang`, else the environment's (`LC_ALL`, `LC_MESSAGES`, `LANG`: Dutch
//! when it names `nl`), else English. Besides its own file the command line loads the shared
//! files it reuses (Claim's faction names). Machine-facing text stays English whatever the
//! language: the engine protocol (`interregnum engine`), JSON and CSV reports, and clap's
//! `--help`.

use std::{fmt, str::FromStr, sync::OnceLock};

use fluent_bundle::{FluentArgs, FluentResource, FluentValue, concurrent::FluentBundle};
use unic_langid::LanguageIdentifier;

/// A language of the command line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Lang {
    #[default]
    En,
    Nl,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Nl];

    /// The language the environment asks for: the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
    /// that is set decides (as the C library reads them); Dutch when it starts with `nl`.
    #[must_use]
    pub fn from_env(var: impl Fn(&str) -> Option<String>) -> Lang {
        let wanted = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .find_map(|name| var(name).filter(|value| !value.is_empty()));
        match wanted {
            Some(value) if value.to_ascii_lowercase().starts_with("nl") => Lang::Nl,
            _ => Lang::En,
        }
    }

    /// The command line's own messages.
    fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../../../i18n/en/cli.ftl"),
            Lang::Nl => include_str!("../../../i18n/nl/cli.ftl"),
        }
    }

    /// Messages shared with the browser client that the command line uses too: Claim's
    /// faction names (in Dutch from its Dutch rulebook), The Imposter Kings' card names and
    /// texts (the Dutch `cli-ik-text-…` refer to them), Provinces' card names.
    fn shared_sources(self) -> [(&'static str, &'static str); 3] {
        match self {
            Lang::En => [
                ("claim.ftl", include_str!("../../../i18n/en/claim.ftl")),
                (
                    "imposter-kings.ftl",
                    include_str!("../../../i18n/en/imposter-kings.ftl"),
                ),
                (
                    "provinces.ftl",
                    include_str!("../../../i18n/en/provinces.ftl"),
                ),
            ],
            Lang::Nl => [
                ("claim.ftl", include_str!("../../../i18n/nl/claim.ftl")),
                (
                    "imposter-kings.ftl",
                    include_str!("../../../i18n/nl/imposter-kings.ftl"),
                ),
                (
                    "provinces.ftl",
                    include_str!("../../../i18n/nl/provinces.ftl"),
                ),
            ],
        }
    }

    fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Nl => "nl",
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// A language name that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLang(pub String);

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Said in English: the language is what could not be read.
        f.write_str(&Messages::new(Lang::En).text("cli-unknown-lang", &[("lang", &self.0)]))
    }
}

impl std::error::Error for UnknownLang {}

impl FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(text: &str) -> Result<Lang, UnknownLang> {
        let lower = text.trim().to_ascii_lowercase();
        match lower.split(['-', '_', '.']).next().unwrap_or_default() {
            "en" | "english" => Ok(Lang::En),
            "nl" | "dutch" | "nederlands" => Ok(Lang::Nl),
            _ => Err(UnknownLang(text.to_owned())),
        }
    }
}

/// One language's messages.
pub struct Messages {
    bundle: FluentBundle<FluentResource>,
}

impl Messages {
    /// # Panics
    /// If the built-in Fluent file does not parse (a test checks that it does).
    #[must_use]
    pub fn new(lang: Lang) -> Messages {
        let id: LanguageIdentifier = lang.tag().parse().expect("a valid language tag");
        // The concurrent bundle: the messages are shared by every thread of the process.
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Plain text on a terminal: no Unicode isolation marks around arguments.
        bundle.set_use_isolating(false);
        let files = std::iter::once(("cli.ftl", lang.source())).chain(lang.shared_sources());
        for (file, source) in files {
            let resource = FluentResource::try_new(source.to_owned())
                .unwrap_or_else(|(_, errors)| panic!("i18n/{lang}/{file}: {errors:?}"));
            bundle
                .add_resource(resource)
                .unwrap_or_else(|errors| panic!("i18n/{lang}/{file}: {errors:?}"));
        }
        Messages { bundle }
    }

    /// The message `id` with its arguments; the id itself when there is no such message.
    #[must_use]
    pub fn text(&self, id: &str, args: &[(&str, &dyn fmt::Display)]) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_owned();
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            let text = value.to_string();
            // A whole number a float holds exactly is passed as a number, so a message can
            // choose its plural (`[one] 1 card`); anything longer (a seed) stays the text the
            // program wrote.
            let plain_digits = !text.is_empty()
                && text.len() <= 15
                && text.bytes().all(|b| b.is_ascii_digit())
                && (text == "0" || !text.starts_with('0'));
            let number = plain_digits.then(|| text.parse::<i64>().ok()).flatten();
            match number {
                Some(n) => fluent_args.set(*name, FluentValue::from(n)),
                None => fluent_args.set(*name, FluentValue::from(text)),
            }
        }
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors)
            .into_owned()
    }

    /// Every message id of this language's own file (`cli.ftl`).
    #[must_use]
    pub fn ids(lang: Lang) -> Vec<String> {
        ids_of(lang.source())
    }

    /// Every message id this language's bundle holds: its own and the shared ones.
    #[must_use]
    pub fn all_ids(lang: Lang) -> Vec<String> {
        let mut ids = ids_of(lang.source());
        for (_, source) in lang.shared_sources() {
            ids.extend(ids_of(source));
        }
        ids
    }
}

fn ids_of(source: &str) -> Vec<String> {
    let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(r, _)| r);
    resource
        .entries()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(message) => Some(message.id.name.to_owned()),
            _ => None,
        })
        .collect()
}

static CURRENT: OnceLock<Messages> = OnceLock::new();

/// Chooses the language of this process's messages; the first choice holds.
pub fn set_lang(lang: Lang) {
    let _ = CURRENT.set(Messages::new(lang));
}

/// The message `id` in this process's language (English unless [`set_lang`] chose another).
#[must_use]
pub fn tr(id: &str, args: &[(&str, &dyn fmt::Display)]) -> String {
    CURRENT
        .get_or_init(|| Messages::new(Lang::En))
        .text(id, args)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    #[test]
    fn both_languages_have_every_key_and_parse() {
        let en: BTreeSet<String> = Messages::ids(Lang::En).into_iter().collect();
        let nl: BTreeSet<String> = Messages::ids(Lang::Nl).into_iter().collect();
        assert!(en.len() >= 10, "{en:?}");
        assert_eq!(
            en.difference(&nl).collect::<Vec<_>>(),
            Vec::<&String>::new()
        );
        assert_eq!(
            nl.difference(&en).collect::<Vec<_>>(),
            Vec::<&String>::new()
        );
        for lang in Lang::ALL {
            assert!(
                FluentResource::try_new(lang.source().to_owned()).is_ok(),
                "{lang}"
            );
            let _ = Messages::new(lang);
        }
    }

    #[test]
    fn every_message_the_code_asks_for_exists() {
        let en: BTreeSet<String> = Messages::all_ids(Lang::En).into_iter().collect();
        let mut asked = BTreeSet::new();
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut dirs = vec![src];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let text = std::fs::read_to_string(&path).unwrap();
                    // Each call of the function `tr` (a whole word, so not `push_str`)
                    // whose first argument is a string literal.
                    for (at, _) in text.match_indices("tr(") {
                        let whole = text[..at]
                            .chars()
                            .next_back()
                            .is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
                        let rest = text[at + 3..].trim_start();
                        if let (true, Some(literal)) = (whole, rest.strip_prefix('"'))
                            && let Some((id, _)) = literal.split_once('"')
                            && id.chars().all(|c| c.is_ascii_lowercase() || c == '-')
                        {
                            asked.insert(id.to_owned());
                        }
                    }
                }
            }
        }
        assert!(asked.len() >= 8, "{asked:?}");
        let missing: Vec<_> = asked.difference(&en).collect();
        assert!(missing.is_empty(), "{missing:?}");
    }

    /// The variables a pattern uses, in its selectors and variants too.
    fn variables(pattern: &fluent_syntax::ast::Pattern<&str>, out: &mut BTreeSet<String>) {
        use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
        fn inline(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
            match e {
                InlineExpression::VariableReference { id } => {
                    out.insert(id.name.to_owned());
                }
                InlineExpression::Placeable { expression } => expression_vars(expression, out),
                _ => {}
            }
        }
        fn expression_vars(e: &Expression<&str>, out: &mut BTreeSet<String>) {
            match e {
                Expression::Inline(e) => inline(e, out),
                Expression::Select { selector, variants } => {
                    inline(selector, out);
                    for variant in variants {
                        variables(&variant.value, out);
                    }
                }
            }
        }
        for element in &pattern.elements {
            if let PatternElement::Placeable { expression } = element {
                expression_vars(expression, out);
            }
        }
    }

    /// Every message of the command line, in both languages, formats without an error (no
    /// unknown message or variable, a selector that resolves) when given the variables either
    /// language uses: the code passes one set of arguments to both.
    #[test]
    fn every_message_formats_in_both_languages_with_the_same_arguments() {
        let mut wanted: std::collections::BTreeMap<String, BTreeSet<String>> =
            std::collections::BTreeMap::new();
        for lang in Lang::ALL {
            let resource = fluent_syntax::parser::parse(lang.source()).expect("cli.ftl parses");
            for entry in &resource.body {
                if let fluent_syntax::ast::Entry::Message(message) = entry
                    && let Some(value) = &message.value
                {
                    variables(value, wanted.entry(message.id.name.to_owned()).or_default());
                }
            }
        }
        assert!(wanted.len() > 300, "{}", wanted.len());
        for lang in Lang::ALL {
            let messages = Messages::new(lang);
            for (id, vars) in &wanted {
                let pattern = messages
                    .bundle
                    .get_message(id)
                    .and_then(|m| m.value())
                    .unwrap_or_else(|| panic!("{lang}: no {id}"));
                let mut args = FluentArgs::new();
                for var in vars {
                    args.set(var.as_str(), FluentValue::from(2));
                }
                let mut errors = Vec::new();
                let text = messages
                    .bundle
                    .format_pattern(pattern, Some(&args), &mut errors);
                assert!(errors.is_empty(), "{lang} {id}: {errors:?} ({text})");
                assert!(
                    !text.trim().is_empty() || id == "cli-digit-group",
                    "{lang} {id}"
                );
            }
        }
    }

    #[test]
    fn plurals_are_chosen_by_number_and_long_numbers_stay_as_written() {
        for lang in Lang::ALL {
            let messages = Messages::new(lang);
            let one = messages.text("cli-pr-provinces", &[("n", &1)]);
            let two = messages.text("cli-pr-provinces", &[("n", &2)]);
            assert_ne!(one, two, "{lang}");
            assert!(
                one.starts_with("1 ") && two.starts_with("2 "),
                "{one} {two}"
            );
        }
        // Only plain whole numbers are numbers: "+5" and "007" read as written.
        let en = Messages::new(Lang::En);
        assert_eq!(
            en.text("cli-you-may-play", &[("moves", &"+5")]),
            "You may play: +5"
        );
        assert_eq!(
            en.text("cli-you-may-play", &[("moves", &"007")]),
            "You may play: 007"
        );
        let seed: &dyn fmt::Display = &18_446_744_073_709_551_615_u64;
        let text = Messages::new(Lang::En).text("cli-replay", &[("command", seed)]);
        assert!(text.ends_with("18446744073709551615"), "{text}");
    }

    #[test]
    fn messages_fill_in_their_arguments_in_each_language() {
        let en = Messages::new(Lang::En);
        let nl = Messages::new(Lang::Nl);
        let moves: &dyn fmt::Display = &"Kn7 · Gb0";
        assert_eq!(
            en.text("cli-you-may-play", &[("moves", moves)]),
            "You may play: Kn7 · Gb0"
        );
        assert_eq!(
            nl.text("cli-you-may-play", &[("moves", moves)]),
            "Je mag spelen: Kn7 · Gb0"
        );
        let seed: &dyn fmt::Display = &1_234_567_u64;
        let text = en.text(
            "cli-intro",
            &[
                ("game", &"Claim"),
                ("deck", &""),
                ("seed", seed),
                ("seat", &"A"),
                ("bot", &"medium"),
            ],
        );
        assert!(
            text.starts_with("Claim · seed 1234567 · you are seat A"),
            "{text}"
        );
    }

    #[test]
    fn the_language_comes_from_the_flag_or_the_environment() {
        assert_eq!("nl".parse::<Lang>(), Ok(Lang::Nl));
        assert_eq!("nl_NL.UTF-8".parse::<Lang>(), Ok(Lang::Nl));
        assert_eq!("EN".parse::<Lang>(), Ok(Lang::En));
        let err = "fr".parse::<Lang>().unwrap_err().to_string();
        assert!(err.contains("en (English) and nl (Dutch)"), "{err}");
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| (*v).to_owned())
            }
        };
        assert_eq!(Lang::from_env(env(&[("LANG", "nl_NL.UTF-8")])), Lang::Nl);
        assert_eq!(
            Lang::from_env(env(&[("LANG", "nl_NL.UTF-8"), ("LC_ALL", "C")])),
            Lang::En,
            "LC_ALL goes first"
        );
        assert_eq!(Lang::from_env(env(&[("LC_MESSAGES", "nl_BE")])), Lang::Nl);
        assert_eq!(Lang::from_env(env(&[])), Lang::En);
    }
}
