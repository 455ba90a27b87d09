import Foundation
import Testing
import ViewKit

@_spi(Hosting) @testable import DeclarativeKit

@MainActor @Suite struct ReceiveTests {
  private struct Ticker: DeclarativeKit.View {
    let ticks: PassthroughSubject<Int, Never>
    let log: EventLog
    @State private var total = 0

    var body: some DeclarativeKit.View {
      Text("total \(total)")
        .onReceive(ticks) { value in
          log.append("tick \(value)")
          total += value
        }
    }
  }

  private struct Toggled: DeclarativeKit.View {
    let ticks: PassthroughSubject<Int, Never>
    let log: EventLog
    @State private var isShown = true

    var body: some DeclarativeKit.View {
      VStack {
        if isShown { Ticker(ticks: ticks, log: log) }
        Button("Hide") { isShown = false }
      }
    }
  }

  @Test func givenAViewReceivingASubject_whenValuesAreSent_thenItsActionRunsForEach() async {
    // Given
    let ticks = PassthroughSubject<Int, Never>()
    let log = EventLog()
    let (_, driver, _) = host(Ticker(ticks: ticks, log: log))
    await driver.waitUntilIdle()
    // When
    ticks.send(2)
    ticks.send(3)
    await driver.waitUntilIdle()
    // Then
    #expect(log.events == ["tick 2", "tick 3"])
    #expect(driver.render().contains("total 5"))
  }

  @Test func givenAReceivingViewThatLeftTheScreen_whenAValueIsSent_thenItsActionDoesNotRun()
    async throws
  {
    // Given
    let ticks = PassthroughSubject<Int, Never>()
    let log = EventLog()
    let (_, driver, _) = host(Toggled(ticks: ticks, log: log))
    await driver.waitUntilIdle()
    ticks.send(1)
    // When
    try await driver.tap("Hide")
    ticks.send(7)
    // Then
    #expect(log.events == ["tick 1"])
  }

  @Test func givenACurrentValueSubject_whenSubscribed_thenTheCurrentValueComesFirst() {
    // Given
    let subject = CurrentValueSubject<String, Never>("first")
    var received: [String] = []
    // When
    let subscription = subject.sink { received.append($0) }
    subject.send("second")
    subscription.cancel()
    subject.value = "after"
    // Then
    #expect(received == ["first", "second"])
  }

  @Test func givenStoredSubscriptions_whenTheSetIsEmptied_thenNoValueArrives() {
    // Given
    let subject = PassthroughSubject<Void, Never>()
    var count = 0
    var subscriptions = Set<AnyCancellable>()
    subject.sink { count += 1 }.store(in: &subscriptions)
    subject.send()
    // When
    subscriptions.removeAll()
    subject.send()
    // Then
    #expect(count == 1)
  }

  @Test func givenAnAutoconnectedTimer_whenItTicksTwiceThenIsCancelled_thenTwoDatesArrive()
    async
  {
    // Given
    let (ticks, tick) = AsyncStream<Void>.makeStream()
    let gate = TickGate(ticks)
    let timer = Timer.TimerPublisher(interval: 1) { _ in try await gate.wait() }
    let (arrivals, arrived) = AsyncStream<Date>.makeStream()
    var dates = 0
    let subscription = timer.autoconnect().sink { date in
      dates += 1
      arrived.yield(date)
    }
    var delivered = arrivals.makeAsyncIterator()
    // When
    tick.yield()
    _ = await delivered.next()
    tick.yield()
    _ = await delivered.next()
    subscription.cancel()
    tick.yield()
    // Then
    #expect(dates == 2)
    #expect(timer.interval == 1)
  }

  @Test func givenTheFoundationForm_whenATimerIsMade_thenItTicksAtTheIntervalAsked() {
    // Given / When
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    // Then
    #expect(timer.upstream.interval == 0.5)
  }
}

/// Lets a test timer tick only when the test says so.
private final class TickGate: @unchecked Sendable {
  private var iterator: AsyncStream<Void>.Iterator
  private let lock = NSLock()

  init(_ ticks: AsyncStream<Void>) {
    iterator = ticks.makeAsyncIterator()
  }

  func wait() async throws {
    var next = lock.withLock { iterator }
    guard await next.next() != nil else { throw CancellationError() }
    lock.withLock { iterator = next }
  }
}
