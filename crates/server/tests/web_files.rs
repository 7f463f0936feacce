//! The browser client's files as the server sends them: the precompressed copy the browser
//! accepts, a year's cache for hashed assets and none for index.html, and the
//! Content-Security-Policy on every answer.

use std::{fs, path::Path};

use axum::{
    body::{Body, to_bytes},
    http::{Request, Response, StatusCode, header},
};
use interregnum_server::web_files::{
    CACHE_IMMUTABLE, CACHE_REVALIDATE, CONTENT_SECURITY_POLICY, router,
};
use tower::ServiceExt;

const ASSET: &str = "assets/index-3f9a1c.js";

/// A dist directory as the client's build leaves it: each file with its `.br` and `.gz` copies
/// (their contents marked, so the test sees which one was sent).
fn dist() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let write = |name: &str, text: &str| {
        let path = dir.path().join(name);
        fs::create_dir_all(path.parent().expect("a parent")).expect("the directory");
        fs::write(path, text).expect("the file");
    };
    for (name, body) in [("index.html", "<!doctype html>page"), (ASSET, "code")] {
        write(name, body);
        write(&format!("{name}.br"), &format!("brotli of {body}"));
        write(&format!("{name}.gz"), &format!("gzip of {body}"));
    }
    write("robots.txt", "plain only");
    dir
}

async fn get(dir: &Path, path: &str, accept: Option<&str>) -> (Response<Body>, String) {
    let mut request = Request::get(path);
    if let Some(accept) = accept {
        request = request.header(header::ACCEPT_ENCODING, accept);
    }
    let response = router(dir)
        .oneshot(request.body(Body::empty()).expect("a request"))
        .await
        .expect("an answer");
    let (parts, body) = response.into_parts();
    let bytes = to_bytes(body, 1 << 20).await.expect("the body");
    let text = String::from_utf8(bytes.to_vec()).expect("text");
    (Response::from_parts(parts, Body::empty()), text)
}

fn header_of<'a>(response: &'a Response<Body>, name: header::HeaderName) -> Option<&'a str> {
    response.headers().get(name).and_then(|v| v.to_str().ok())
}

#[tokio::test]
async fn sends_the_precompressed_copy_the_browser_accepts() {
    let dir = dist();
    let path = format!("/{ASSET}");
    let (r, body) = get(dir.path(), &path, Some("gzip, deflate, br")).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(header_of(&r, header::CONTENT_ENCODING), Some("br"));
    assert_eq!(body, "brotli of code");
    assert_eq!(header_of(&r, header::VARY), Some("accept-encoding"));
    assert!(header_of(&r, header::CONTENT_TYPE).is_some_and(|t| t.contains("javascript")));

    let (r, body) = get(dir.path(), &path, Some("gzip")).await;
    assert_eq!(header_of(&r, header::CONTENT_ENCODING), Some("gzip"));
    assert_eq!(body, "gzip of code");

    let (r, body) = get(dir.path(), &path, None).await;
    assert_eq!(header_of(&r, header::CONTENT_ENCODING), None);
    assert_eq!(body, "code");

    // A file the build did not compress is sent as it is, whatever the browser accepts.
    let (r, body) = get(dir.path(), "/robots.txt", Some("br, gzip")).await;
    assert_eq!(header_of(&r, header::CONTENT_ENCODING), None);
    assert_eq!(body, "plain only");
}

#[tokio::test]
async fn caches_hashed_assets_for_a_year_and_never_the_page() {
    let dir = dist();
    let (r, _) = get(dir.path(), &format!("/{ASSET}"), Some("br")).await;
    assert_eq!(header_of(&r, header::CACHE_CONTROL), Some(CACHE_IMMUTABLE));
    assert!(CACHE_IMMUTABLE.contains("max-age=31536000") && CACHE_IMMUTABLE.contains("immutable"));

    for path in ["/", "/index.html", "/some/client/route"] {
        let (r, body) = get(dir.path(), path, Some("br")).await;
        assert_eq!(r.status(), StatusCode::OK, "{path}");
        assert_eq!(body, "brotli of <!doctype html>page", "{path}");
        assert_eq!(
            header_of(&r, header::CACHE_CONTROL),
            Some(CACHE_REVALIDATE),
            "{path}"
        );
    }

    // A missing asset gets the page, which must not be cached as the asset for a year.
    let (r, body) = get(dir.path(), "/assets/gone-000000.js", None).await;
    assert_eq!(body, "<!doctype html>page");
    assert_eq!(header_of(&r, header::CACHE_CONTROL), Some(CACHE_REVALIDATE));
}

#[tokio::test]
async fn allows_only_the_pages_own_origin() {
    let dir = dist();
    for path in ["/", &format!("/{ASSET}")] {
        let (r, _) = get(dir.path(), path, None).await;
        let csp = header_of(&r, header::CONTENT_SECURITY_POLICY).expect("a policy");
        assert_eq!(csp, CONTENT_SECURITY_POLICY);
        assert_eq!(
            header_of(&r, header::X_CONTENT_TYPE_OPTIONS),
            Some("nosniff")
        );
    }
    let directives: Vec<&str> = CONTENT_SECURITY_POLICY.split(';').map(str::trim).collect();
    for wanted in [
        "default-src 'self'",
        "script-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
    ] {
        assert!(directives.contains(&wanted), "{wanted}");
    }
    // No other origin anywhere: every source is a keyword or data: (the favicon).
    for directive in &directives {
        for source in directive.split_whitespace().skip(1) {
            assert!(
                source.starts_with('\'') || source == "data:",
                "{directive} allows {source}"
            );
        }
    }
}
