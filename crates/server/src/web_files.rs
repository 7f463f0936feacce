//! The browser client's files (web/dist) served like a product: the `.br` and `.gz` copies the
//! client's build writes next to each file (web/scripts/compress.mjs) sent to browsers that
//! accept them, Vite's hashed assets cached for a year, everything else (index.html, the
//! client's routes) revalidated on every load, and a Content-Security-Policy that lets the page
//! load and connect to nothing but its own origin.

use std::path::Path;

use axum::{
    Router,
    extract::Request,
    http::{HeaderValue, StatusCode, header},
    middleware::{self, Next},
    response::Response,
};
use tower_http::services::{ServeDir, ServeFile};

/// Where Vite writes the files whose names carry a hash of their content.
const HASHED_ASSETS: &str = "/assets/";

/// Hashed files never change under their name.
pub const CACHE_IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// index.html (and the client's routes, which are index.html) names the current assets, so it is
/// always checked with the server (`no-cache` still lets the browser keep it and revalidate).
pub const CACHE_REVALIDATE: &str = "no-cache";

/// The page's own origin only. Scripts and styles come from the bundle; Svelte sets a few
/// `style` attributes at run time (card sizes, bar widths), which needs 'unsafe-inline' for
/// styles only. `connect-src 'self'` covers the WebSocket on the same host and port (CSP 3:
/// 'self' matches ws: and wss: of the page's origin). The favicon is a data: URL.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; \
     font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; \
     frame-ancestors 'none'";

/// The client's files from `dir`, with index.html for any path that is not a file (the client
/// routes by the URL's fragment, but a reload of an unknown path must still get the page).
pub fn router(dir: &Path) -> Router {
    let index = ServeFile::new(dir.join("index.html"))
        .precompressed_br()
        .precompressed_gzip();
    let files = ServeDir::new(dir)
        .precompressed_br()
        .precompressed_gzip()
        .fallback(index);
    Router::new()
        .fallback_service(files)
        .layer(middleware::from_fn(headers))
}

/// The caching and security headers of one answer, by what it is.
async fn headers(request: Request, next: Next) -> Response {
    let hashed = request.uri().path().starts_with(HASHED_ASSETS);
    let mut response = next.run(request).await;
    let is_html = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/html"));
    // A missing asset falls back to index.html: that answer must not be kept for a year under
    // the asset's name.
    let immutable = hashed && !is_html && response.status() == StatusCode::OK;
    let headers = response.headers_mut();
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(if immutable {
            CACHE_IMMUTABLE
        } else {
            CACHE_REVALIDATE
        }),
    );
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CONTENT_SECURITY_POLICY),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    response
}
