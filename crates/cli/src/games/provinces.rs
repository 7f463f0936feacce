//! Provinces on the command line (to come: `impl CliGame for Provinces`).
