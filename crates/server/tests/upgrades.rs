//! Migrations run at start; a database migrated by a newer version (a downgrade) is refused
//! with an error that says what to do (docs/operating.md, "Upgrades").

mod common;

use common::TestDb;
use interregnum_server::store;

#[tokio::test]
async fn a_database_from_a_newer_version_is_refused_with_what_to_do() {
    let db = TestDb::sqlite();
    // Today's migrations, applied once and again: opening twice is fine.
    drop(store::open(&db.url).await.unwrap());
    drop(store::open(&db.url).await.unwrap());
    // A newer interregnum added migration 99.
    let path = db
        .url
        .trim_start_matches("sqlite:")
        .trim_start_matches("//");
    let mut conn = <sqlx::SqliteConnection as sqlx::Connection>::connect(&format!("sqlite:{path}"))
        .await
        .unwrap();
    sqlx::query(
        "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
         VALUES (99, 'from the future', 1, X'00', 0)",
    )
    .execute(&mut conn)
    .await
    .unwrap();
    drop(conn);
    let Err(err) = store::open(&db.url).await else {
        panic!("a newer database was opened")
    };
    let message = err.to_string();
    assert!(
        matches!(err, store::StoreError::NewerSchema(99)),
        "{message}"
    );
    assert!(
        message.contains("newer interregnum") && message.contains("backup"),
        "{message}"
    );
}
