//! A group of commits (see `group_commits`) written in a few statements instead of two or three
//! per commit. Every statement is a round trip to sqlx's SQLite worker thread, and on a busy
//! machine each round trip waits for that thread to be scheduled: at 5,000 tables the writer
//! spent its time waiting between statements, not in SQLite (docs/benchmarks.md, "Where the
//! server's time goes"). The statements say the same as `write_commit!`, row for row:
//!
//! - one guarded `UPDATE … FROM (VALUES …)` for the table rows; a row whose stored `seq` is
//!   not the one before the commit's is not updated, so fewer rows than commits is a conflict;
//! - one upsert of every seat that changed;
//! - one insert of every action, which a repeated command refuses as `write_commit!`'s does.
//!
//! Any failure fails the whole group; `group_commits` then tries each commit alone, so each
//! learns its own result (a conflict, a duplicate command) exactly as before.

use sqlx::{QueryBuilder, Sqlite, SqliteConnection};

use super::{Commit, SeatRecord, StoreError, mover_text, occupant_columns, status_text};

/// Rows per statement: the action insert binds 8 values a row, far below SQLite's 32,766
/// variables, and a statement of many rows is one round trip.
const ROWS: usize = 128;

/// Writes `commits` (two or more, of different tables) inside the caller's open transaction.
pub(super) async fn write_group(
    conn: &mut SqliteConnection,
    commits: &[&Commit],
) -> Result<(), StoreError> {
    for chunk in commits.chunks(ROWS) {
        let mut update = QueryBuilder::<Sqlite>::new(
            "UPDATE game_tables SET seq = v.column2, status = v.column3, deadline_ms = v.column4, \
             next_table = v.column5 FROM (",
        );
        update.push_values(chunk, |mut row, commit| {
            row.push_bind(commit.table_id.clone())
                .push_bind(i64::from(commit.seq))
                .push_bind(status_text(commit.status))
                .push_bind(commit.deadline_ms)
                .push_bind(commit.next_table.clone())
                .push_bind(i64::from(commit.seq) - 1);
        });
        update.push(") AS v WHERE game_tables.id = v.column1 AND game_tables.seq = v.column6");
        let updated = update.build().execute(&mut *conn).await?;
        // Two commits of one table in a group update its row once: a conflict too, which the
        // one-by-one retry resolves in order.
        if updated.rows_affected() != chunk.len() as u64 {
            return Err(StoreError::Conflict(chunk[0].seq));
        }
    }
    let seats: Vec<(&str, &SeatRecord)> = commits
        .iter()
        .flat_map(|commit| {
            commit
                .seats
                .iter()
                .map(|seat| (commit.table_id.as_str(), seat))
        })
        .collect();
    for chunk in seats.chunks(ROWS) {
        let mut upsert = QueryBuilder::<Sqlite>::new(
            "INSERT INTO seats (table_id, seat, kind, identity, bot, timeouts, stand_in) ",
        );
        upsert.push_values(chunk, |mut row, (table_id, seat)| {
            let (kind, identity, bot) = occupant_columns(&seat.occupant);
            row.push_bind(table_id.to_owned())
                .push_bind(i64::from(seat.seat))
                .push_bind(kind)
                .push_bind(identity.map(str::to_owned))
                .push_bind(bot.map(str::to_owned))
                .push_bind(i64::from(seat.timeouts))
                .push_bind(i64::from(seat.stand_in));
        });
        upsert.push(
            " ON CONFLICT (table_id, seat) DO UPDATE SET kind = excluded.kind, \
             identity = excluded.identity, bot = excluded.bot, timeouts = excluded.timeouts, \
             stand_in = excluded.stand_in",
        );
        upsert.build().execute(&mut *conn).await?;
    }
    let actions: Vec<(&str, &super::ActionRecord)> = commits
        .iter()
        .filter_map(|commit| {
            commit
                .action
                .as_ref()
                .map(|action| (commit.table_id.as_str(), action))
        })
        .collect();
    for chunk in actions.chunks(ROWS) {
        let mut insert = QueryBuilder::<Sqlite>::new(
            "INSERT INTO actions (table_id, seq, seat, action, command, mover, at_ms, driver) ",
        );
        insert.push_values(chunk, |mut row, (table_id, action)| {
            row.push_bind(table_id.to_owned())
                .push_bind(i64::from(action.seq))
                .push_bind(i64::from(action.seat))
                .push_bind(action.action.clone())
                .push_bind(action.command.clone())
                .push_bind(mover_text(action.mover))
                .push_bind(action.at_ms)
                .push_bind(action.driver.clone());
        });
        match insert.build().execute(&mut *conn).await {
            Ok(_) => {}
            Err(sqlx::Error::Database(err)) if err.is_unique_violation() => {
                return Err(StoreError::DuplicateCommand(String::new()));
            }
            Err(err) => return Err(err.into()),
        }
    }
    Ok(())
}
