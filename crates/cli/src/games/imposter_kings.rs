//! The Imposter Kings on the command line (to come: `impl CliGame for ImposterKings`).
