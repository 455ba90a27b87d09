import Foundation

/// Everything a service call can fail with, each with the text a user sees (SPEC §7.1).
package enum ServiceError: Error, Sendable, Equatable {
  case missingCredentials
  case invalidCredentials
  case usernameTaken
  case unauthorized
  case notFound
  case unexpectedResponse
  case decoding
  case transport
  /// The server kept the request open past the client's overall deadline.
  case deadlineExceeded
  /// The server's answer grew past the client's size cap.
  case responseTooLarge
  /// The local data file at `path` could not be read or written, for the reason `problem`.
  case storage(path: String, problem: StorageProblem = .unspecified)

  /// The alert message for this failure.
  package var message: String {
    switch self {
    case .missingCredentials: "Both fields are mandatory."
    case .invalidCredentials: "Wrong username or password."
    case .usernameTaken: "This username is already taken."
    case .unauthorized: "Your session has expired. Please log in again."
    case .notFound: "The item no longer exists."
    case .unexpectedResponse: "The server sent an unexpected response."
    case .decoding: "The server's answer could not be read."
    case .transport: "Could not connect to the server."
    case .deadlineExceeded: "The server did not answer in time."
    case .responseTooLarge: "The server's answer is too large."
    case .storage(let path, let problem):
      ["Could not read or write the local data file: \(path).", problem.explanation]
        .filter { !$0.isEmpty }.joined(separator: " ")
    }
  }

  /// The message of any error: a `ServiceError`'s own text, otherwise the unexpected-response text.
  package static func message(for error: any Error) -> String {
    (error as? ServiceError ?? .unexpectedResponse).message
  }
}

extension ServiceError: LocalizedError {
  /// The same text as `message`, for code that reads `localizedDescription`.
  package var errorDescription: String? { message }
}
