@_spi(Hosting) import DeclarativeKit
import Foundation
import Testing
import ViewKit

@MainActor @Suite struct EffectsTests {
  private struct Badge: DeclarativeKit.View {
    let isStyled: Bool
    @Namespace private var space
    @State private var count = 0

    var body: some DeclarativeKit.View {
      if isStyled {
        content
          .rotationEffect(.degrees(45))
          .scaleEffect(1.5)
          .scaleEffect(x: 2, y: 1)
          .offset(x: 3, y: 4)
          .offset(CGSize(width: 1, height: 1))
          .position(x: 10, y: 10)
          .position(CGPoint(x: 1, y: 1))
          .zIndex(2)
          .blur(radius: 1)
          .rotation3DEffect(.radians(1), axis: (x: 0, y: 1, z: 0))
          .matchedGeometryEffect(id: "badge", in: space)
          .presentationDetents([.medium, .fraction(0.3)])
      } else {
        content
      }
    }

    private var content: some DeclarativeKit.View {
      VStack {
        Text("taps \(count)")
        Button("Tap") { count += 1 }
      }
    }
  }

  @Test func givenEveryGeometryAndEffectModifier_whenRenderedAndTapped_thenItReadsAsWithout()
    async throws
  {
    // Given
    let (_, styled, _) = host(Badge(isStyled: true))
    let (_, plain, _) = host(Badge(isStyled: false))
    // When
    try await styled.tap("Tap")
    try await plain.tap("Tap")
    // Then
    #expect(styled.render() == plain.render())
    #expect(styled.render().contains("taps 1"))
  }

  @Test func givenAnAngle_whenMadeInDegreesOrRadians_thenBothUnitsAgree() {
    // Given
    let right = Angle.degrees(90)
    // When
    let inRadians = Angle.radians(.pi / 2)
    // Then
    #expect(abs(right.radians - inRadians.radians) < 1e-12)
    #expect(abs(inRadians.degrees - 90) < 1e-9)
    #expect(Angle.zero < right)
  }

  private struct Headline: DeclarativeKit.View {
    var body: some DeclarativeKit.View {
      Text("Score").overlay(Text("new"), alignment: .topTrailing)
    }
  }

  @Test func givenAnOverlayView_whenRendered_thenItIsDrawnAfterTheContent() throws {
    // Given
    let (_, driver, _) = host(Headline())
    // When
    let screen = driver.render()
    // Then
    let score = try #require(screen.range(of: "Score"))
    let new = try #require(screen.range(of: "new"))
    #expect(score.lowerBound < new.lowerBound)
  }
}

@MainActor @Suite struct OlderFormsTests {
  private struct Legacy: DeclarativeKit.View {
    let log: EventLog
    @State private var name = ""

    var body: some DeclarativeKit.View {
      VStack {
        TextField("Name", text: $name)
          .disableAutocorrection(true)
          .autocapitalization(.none)
          .accessibility(label: Text("Name field"))
          .accessibilityIdentifier("name")
          .onChange(of: name) { newName in log.append("name \(newName)") }
      }
      .navigationBarTitle("Legacy", displayMode: .inline)
      .task(priority: .background) { log.append("task") }
    }
  }

  @Test func givenTheOlderForms_whenUsed_thenTheyActAsTodaysModifiers() async throws {
    // Given
    let log = EventLog()
    let (_, driver, navigation) = hostScene(Legacy(log: log))
    await driver.waitUntilIdle()
    // When
    try await driver.type("Ana", into: "name")
    // Then
    #expect(driver.title == "Legacy")
    #expect(log.events == ["task", "name Ana"])
    #expect(navigation.viewControllers.count == 1)
  }
}
