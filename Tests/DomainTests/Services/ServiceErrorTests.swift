import Domain
import Foundation
import Testing

@Suite struct ServiceErrorTests {
  @Test func givenEveryCase_whenReadingMessages_thenTheyAreTheSpecTexts() {
    // Given
    let errors: [ServiceError] = [
      .missingCredentials, .invalidCredentials, .usernameTaken, .unauthorized, .notFound,
      .unexpectedResponse, .decoding, .transport, .storage(path: "/tmp/data.json"),
    ]

    // When
    let messages = errors.map(\.message)

    // Then
    #expect(
      messages == [
        "Both fields are mandatory.", "Wrong username or password.",
        "This username is already taken.", "Your session has expired. Please log in again.",
        "The item no longer exists.", "The server sent an unexpected response.",
        "The server's answer could not be read.", "Could not connect to the server.",
        "Could not read or write the local data file: /tmp/data.json.",
      ])
  }

  @Test
  func givenAnyError_whenAskingForItsMessage_thenServiceErrorsKeepTheirTextOthersAreUnexpected() {
    // Given
    let serviceError: any Error = ServiceError.notFound
    let otherError: any Error = CocoaError(.fileNoSuchFile)

    // When / Then
    #expect(ServiceError.message(for: serviceError) == "The item no longer exists.")
    #expect(ServiceError.message(for: otherError) == "The server sent an unexpected response.")
    #expect(serviceError.localizedDescription == "The item no longer exists.")
  }

  @Test func givenCredentials_whenValidatingAndDescribing_thenEmptyFieldsFailAndPasswordIsHidden() {
    // Given
    let complete = Credentials(username: "ana", password: "hunter2")
    let incomplete = Credentials(username: "ana", password: "")

    // When / Then
    #expect(complete.isComplete)
    #expect(throws: ServiceError.missingCredentials) { try incomplete.validate() }
    #expect(!String(describing: complete).contains("hunter2"))
  }
}
