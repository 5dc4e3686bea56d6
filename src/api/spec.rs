//! Responses every operation of a kind can give, added to the generated spec in one place so that
//! no handler's annotations can forget them: a client generated from the spec then knows every
//! status the server may answer with.

use utoipa::openapi::path::{Operation, ParameterIn};
use utoipa::openapi::{ContentBuilder, OpenApi, Ref, RefOr, ResponseBuilder};

/// Adds, where missing: 400, 413 and 415 to operations with a body; 400 to operations with query
/// or header parameters; 401 to operations that need a bearer token.
pub fn document_common_problems(spec: &mut OpenApi) {
    for operation in operations_mut(spec) {
        if operation.request_body.is_some() {
            add(
                operation,
                "400",
                "The body is not a JSON object of this shape (`invalid_body`), or a value in it is out of range",
            );
            add(
                operation,
                "413",
                "The body is larger than 64 KiB (`payload_too_large`)",
            );
            add(
                operation,
                "415",
                "The body is not sent as application/json (`unsupported_media_type`)",
            );
        }
        let takes_parameters = operation.parameters.iter().flatten().any(|parameter| {
            matches!(
                parameter,
                RefOr::T(parameter)
                    if matches!(parameter.parameter_in, ParameterIn::Query | ParameterIn::Header)
            )
        });
        if takes_parameters {
            add(
                operation,
                "400",
                "A parameter is malformed or out of range (`invalid_query` or a more specific code)",
            );
        }
        if operation.security.is_some() {
            add(
                operation,
                "401",
                "No valid bearer token (`unauthorized`), an expired one (`token_expired`: refresh it and try again), or one whose session has ended (`session_ended`: signed out, password changed or account deleted)",
            );
        }
    }
}

/// Every operation of every path, to edit.
pub fn operations_mut(spec: &mut OpenApi) -> impl Iterator<Item = &mut Operation> {
    spec.paths.paths.values_mut().flat_map(|item| {
        [
            &mut item.get,
            &mut item.put,
            &mut item.post,
            &mut item.delete,
            &mut item.patch,
        ]
        .into_iter()
        .flatten()
    })
}

/// Adds a problem response for `status`, or gives one the handler listed without a text this
/// `description`.
fn add(operation: &mut Operation, status: &str, description: &str) {
    if let Some(listed) = operation.responses.responses.get_mut(status) {
        if let RefOr::T(listed) = listed
            && listed.description.is_empty()
        {
            listed.description = description.to_owned();
        }
        return;
    }
    let problem = ResponseBuilder::new()
        .description(description)
        .content(
            "application/problem+json",
            ContentBuilder::new()
                .schema(Some(Ref::from_schema_name("Problem")))
                .build(),
        )
        .build();
    operation
        .responses
        .responses
        .insert(status.to_owned(), RefOr::T(problem));
}

/// Error responses are `application/problem+json`, not the `application/json` that utoipa
/// assumes for every body.
pub fn use_problem_content_type(spec: &mut OpenApi) {
    for operation in operations_mut(spec) {
        for (status, response) in operation.responses.responses.iter_mut() {
            let RefOr::T(response) = response else {
                continue;
            };
            if status.starts_with('2') {
                continue;
            }
            if let Some(content) = response.content.shift_remove("application/json") {
                response
                    .content
                    .insert("application/problem+json".to_owned(), content);
            }
        }
    }
}
