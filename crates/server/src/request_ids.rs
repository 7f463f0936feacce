//! A request id per HTTP request (`x-request-id`): kept when a proxy sent one, else a fresh
//! UUID; returned in the response and carried by every log line the request writes (the
//! `request` span), so an operator can find one request's lines in the logs.
//!
//! The span names the method and the path, never the query or the headers (tokens travel in
//! headers; nothing hidden is in a path).

use axum::http::Request;
use tower_http::{
    classify::{ServerErrorsAsFailures, SharedClassifier},
    request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer},
    trace::{MakeSpan, TraceLayer},
};

/// Gives a request without an `x-request-id` a fresh one.
pub fn assign() -> SetRequestIdLayer<MakeRequestUuid> {
    SetRequestIdLayer::x_request_id(MakeRequestUuid)
}

/// Copies the request's id onto its response.
pub fn propagate() -> PropagateRequestIdLayer {
    PropagateRequestIdLayer::x_request_id()
}

/// The `request` span around each request; its end and any server error are logged.
pub fn trace() -> TraceLayer<SharedClassifier<ServerErrorsAsFailures>, RequestSpan> {
    TraceLayer::new_for_http().make_span_with(RequestSpan)
}

#[derive(Clone, Copy, Debug)]
pub struct RequestSpan;

impl<B> MakeSpan<B> for RequestSpan {
    fn make_span(&mut self, request: &Request<B>) -> tracing::Span {
        let id = request
            .headers()
            .get("x-request-id")
            .and_then(|value| value.to_str().ok())
            .unwrap_or("");
        tracing::info_span!(
            "request",
            request_id = %id,
            method = %request.method(),
            path = %request.uri().path(),
        )
    }
}
