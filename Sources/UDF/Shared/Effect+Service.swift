import Domain

extension Effect {
  /// Calls a Domain service with `work` and sends its outcome through `response`: the one shape
  /// every feature's service call takes.
  static func service<Value: Sendable>(
    _ work: @escaping @MainActor @Sendable () async throws(ServiceError) -> Value,
    then response: @escaping @Sendable (Result<Value, ServiceError>) -> Action
  ) -> Effect {
    .run { send in
      do throws(ServiceError) {
        send(response(.success(try await work())))
      } catch {
        send(response(.failure(error)))
      }
    }
  }
}
