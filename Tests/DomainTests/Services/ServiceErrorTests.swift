import Domain
import Foundation
import Testing

@Suite struct ServiceErrorTests {
  @Test func givenEveryCase_whenReadingMessages_thenTheyAreTheSpecTexts() {
    // Given
    let errors: [ServiceError] = [
      .missingCredentials, .invalidCredentials, .usernameTaken, .unauthorized, .notFound,
      .unexpectedResponse, .decoding, .transport, .deadlineExceeded, .responseTooLarge,
      .storage(path: "/tmp/data.json"),
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
        "The server did not answer in time.", "The server's answer is too large.",
        "Could not read or write the local data file: /tmp/data.json.",
      ])
  }

  @Test(arguments: [
    (
      StorageProblem.inUse(processID: 42),
      "It is in use by another copy of the app (process 42); quit that one first."
    ),
    (.inUse(processID: nil), "It is in use by another copy of the app; quit that one first."),
    (
      .permissionDenied,
      "Permission denied; check the owner and mode of the file and its folder (ls -l)."
    ),
    (.readOnly, "The file is read-only; make it writable with chmod u+w, or choose another file."),
    (.isDirectory, "It is a folder, not a file; choose another file."),
    (.linkLoop, "Its symbolic links form a loop; point the link at a real file."),
    (
      .corrupt("two players have id 1"),
      "The file is damaged (two players have id 1); repair it or move it away to start afresh."
    ),
    (.system("No space left on device"), "The system said: No space left on device."),
  ])
  func givenAStorageProblem_whenReadingTheMessage_thenItNamesTheFileThenSaysWhyAndWhatToDo(
    problem: StorageProblem, explanation: String
  ) {
    // Given
    let error = ServiceError.storage(path: "/tmp/data.json", problem: problem)

    // When
    let message = error.message

    // Then
    #expect(
      message == "Could not read or write the local data file: /tmp/data.json. " + explanation)
  }

  @Test(arguments: [
    (EACCES, StorageProblem.permissionDenied), (EPERM, .permissionDenied), (EROFS, .readOnly),
    (EISDIR, .isDirectory), (ELOOP, .linkLoop),
  ])
  func givenAnErrno_whenMakingAProblem_thenItIsTheMatchingOne(code: Int32, problem: StorageProblem)
  {
    // Given, When
    let made = StorageProblem(errno: code)

    // Then
    #expect(made == problem)
  }

  @Test func givenAnOtherErrno_whenMakingAProblem_thenItCarriesTheSystemText() {
    // Given, When
    let made = StorageProblem(errno: ENOSPC)

    // Then
    #expect(made == .system(String(cString: strerror(ENOSPC))))
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
