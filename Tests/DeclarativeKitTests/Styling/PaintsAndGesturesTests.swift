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
          .edgesIgnoringSafeArea(.all)
          .drawingGroup()
          .compositingGroup()
          .brightness(0.1)
          .contrast(1.2)
          .saturation(0.5)
          .grayscale(1)
          .hueRotation(.degrees(30) + .degrees(15) - .degrees(5))
          .animation(.interpolatingSpring(stiffness: 100, damping: 10), value: count)
          .animation(.interactiveSpring().repeatCount(2), value: count)
          .animation(.bouncy(duration: 1).delay(0.1), value: count)
          .animation(.smooth(duration: 1), value: count)
          .animation(.snappy(duration: 1), value: count)
          .animation(.snappy, value: count)
          .gesture(
            TapGesture(count: 2).onEnded {}
              .simultaneously(with: RotateGesture().onChanged { _ in })
              .sequenced(before: MagnificationGesture())
              .exclusively(before: RotationGesture())
          )
          .background(Color(hue: 0.5, saturation: 1, brightness: 1))
          .background(ImagePaint(image: Image("grass"), scale: 2))
      } else {
        content
      }
    }

    private var content: some DeclarativeKit.View {
      VStack {
        Text("taps \(count), dragged \(Int(dragged.width))")
        Button("Tap") { count += 1 }
        Circle().stroke(Color.green, style: StrokeStyle(lineWidth: 2, dash: [2, 1]))
        Capsule().stroke(style: StrokeStyle(lineCap: .round, lineJoin: .bevel))
        Rectangle().strokeBorder(Color.red, lineWidth: 2)
        AngularGradient(colors: [.orange, .purple], center: .center)
        AngularGradient(gradient: Gradient(colors: [.red]), center: .top, angle: .degrees(-90))
        AngularGradient(gradient: Gradient(colors: [.red]), center: .top, startAngle: .zero)
        LinearGradient(
          gradient: Gradient(stops: [.init(color: .red, location: 0)]), startPoint: .leading,
          endPoint: .trailing)
        LinearGradient(
          stops: [.init(color: .red, location: 0)], startPoint: .top, endPoint: .bottom)
        RadialGradient(
          gradient: Gradient(colors: [.red]), center: .center, startRadius: 0, endRadius: 1)
        RadialGradient(
          stops: [.init(color: .red, location: 0)], center: .center, startRadius: 0, endRadius: 1)
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

  @Test func givenAnAngle_whenTurnedScaledAndNegated_thenItsDegreesFollow() {
    // Given
    let angle = Angle.degrees(90)
    // When
    let turned = -(angle * 2) / 3
    // Then
    #expect(abs(turned.degrees + 60) < 1e-9)
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
