@_spi(Hosting) import DeclarativeKit
import Foundation
import Testing
import ViewKit

@MainActor @Suite struct PaintsAndGesturesTests {
  private struct Card: DeclarativeKit.View {
    let isStyled: Bool
    @GestureState private var dragged = CGSize.zero
    @State private var count = 0

    var body: some DeclarativeKit.View {
      if isStyled {
        content
          .background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
          .overlay(RadialGradient(colors: [.white], center: .center, startRadius: 1, endRadius: 9))
          .gesture(DragGesture().onChanged { _ in }.onEnded { _ in })
          .simultaneousGesture(LongPressGesture().onEnded { _ in })
          .highPriorityGesture(MagnifyGesture().updating($dragged) { _, _, _ in })
          .onLongPressGesture {}
          .ignoresSafeArea()
          .preferredColorScheme(.dark)
          .clipped()
          .blendMode(.multiply)
          .scrollBounceBehavior(.basedOnSize)
          .dynamicTypeSize(.xLarge)
          .dynamicTypeSize(...DynamicTypeSize.xxLarge)
          .animation(.spring(duration: 1, bounce: 0.5).repeatForever(), value: count)
          .transition(.modifier(active: Bold(), identity: Bold()))
      } else {
        content
      }
    }

    private var content: some DeclarativeKit.View {
      VStack {
        Text("taps \(count), dragged \(Int(dragged.width))")
        Button("Tap") { count += 1 }
        Circle().stroke(Color.green, style: StrokeStyle(lineWidth: 2, dash: [2, 1]))
        AngularGradient(colors: [.orange, .purple], center: .center)
      }
    }
  }

  private struct Bold: ViewModifier {
    func body(content: Content) -> some DeclarativeKit.View { content.bold() }
  }

  @Test func givenGradientsGesturesAndDisplayModifiers_whenRenderedAndTapped_thenItReadsAsWithout()
    async throws
  {
    // Given
    let (_, styled, _) = host(Card(isStyled: true))
    let (_, plain, _) = host(Card(isStyled: false))
    // When
    try await styled.tap("Tap")
    try await plain.tap("Tap")
    // Then
    #expect(styled.render() == plain.render())
    #expect(styled.render().contains("taps 1, dragged 0"))
  }

  @Test func givenColorsWithoutStops_whenMadeIntoAGradient_thenTheyAreSpreadEvenly() {
    // Given
    let colors: [Color] = [.red, .green, .blue]
    // When
    let gradient = Gradient(colors: colors)
    // Then
    #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
    #expect(gradient.stops.map(\.color) == colors)
  }

  @Test func givenOneColor_whenMadeIntoAGradient_thenItsOnlyStopIsAtTheStart() {
    // Given / When
    let gradient = Gradient(colors: [.red])
    // Then
    #expect(gradient.stops.map(\.location) == [0])
  }

  @Test func givenAColorInAColorSpace_whenCompared_thenItEqualsTheSameParts() {
    // Given
    let inSpace = Color(.sRGB, red: 1, green: 0.5, blue: 0)
    // When
    let plain = Color(red: 1, green: 0.5, blue: 0)
    // Then
    #expect(inSpace == plain)
    #expect(Color.red.gradient.color == .red)
  }

  @Test func givenTheAccessibilitySettings_whenReadFromTheEnvironment_thenNoneIsOn() {
    // Given
    let environment = EnvironmentValues()
    // When
    let settings = [
      environment.accessibilityVoiceOverEnabled, environment.accessibilityReduceMotion,
      environment.accessibilityDifferentiateWithoutColor,
      environment.accessibilityReduceTransparency, environment.accessibilityInvertColors,
    ]
    // Then
    #expect(settings == [false, false, false, false, false])
  }
}
