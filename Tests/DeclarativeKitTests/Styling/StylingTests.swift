@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct StylingTests {
  private struct Counter: DeclarativeKit.View {
    @State private var count = 0

    var body: some DeclarativeKit.View {
      Button("Count \(count)") { count += 1 }.accessibilityIdentifier("count")
    }
  }

  private struct Styled: DeclarativeKit.View {
    let isBig: Bool

    var body: some DeclarativeKit.View {
      Counter()
        .padding(isBig ? 16 : 4)
        .font(isBig ? .largeTitle : .body)
        .foregroundStyle(isBig ? Color.red : .secondary)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
  }

  private struct Plain: DeclarativeKit.View {
    var body: some DeclarativeKit.View {
      VStack {
        Text("Title")
        HStack {
          Text("Left")
          Text("Right")
        }
        Button("Save") {}
      }
    }
  }

  private struct Dressed: DeclarativeKit.View {
    var body: some DeclarativeKit.View {
      VStack(alignment: .leading, spacing: 8) {
        Text("Title").font(.title).bold().italic().fontWeight(.heavy)
          .multilineTextAlignment(.center).lineLimit(2)
        HStack(alignment: .top, spacing: 2) {
          Text("Left").foregroundColor(.blue).opacity(0.5)
          Text("Right").font(.system(size: 12, weight: .semibold))
        }
        .padding().padding(.horizontal, 8).padding([.top, .bottom], 2)
        Button("Save") {}
          .buttonStyle(.borderedProminent).tint(.green).cornerRadius(8)
          .clipShape(RoundedRectangle(cornerRadius: 4)).clipShape(Capsule())
          .shadow(radius: 2).background(Color.orange).background(.ultraThinMaterial)
          .contentShape(Rectangle()).animation(.easeInOut, value: 1).transition(.opacity)
      }
      .frame(width: 100, height: 50).background { Circle() }
      .navigationBarTitleDisplayMode(.inline).toolbarBackground(.hidden, for: .navigationBar)
      .scrollContentBackground(.hidden).listStyle(.insetGrouped)
    }
  }

  @Test func givenACounterInStyledContent_whenTheStyleChanges_thenItKeepsItsCount()
    async throws
  {
    // Given
    let (_, driver, screen) = host(Styled(isBig: false))
    let button = driver.element("count")
    try await driver.tap("count")
    try await driver.tap("count")
    // When
    screen.rootView = Styled(isBig: true)
    // Then
    #expect(try driver.text(of: "count") == "Count 2")
    #expect(driver.element("count") === button)
  }

  @Test func givenStyledViews_whenRendered_thenTheTextIsThatOfTheUnstyledViews() async throws {
    // Given
    let (plainWindow, _, _) = host(Plain())
    let (window, driver, _) = host(Dressed())
    // When
    try await driver.tap("Save")
    // Then
    #expect(Renderer.render(window) == Renderer.render(plainWindow))
    #expect(Renderer.render(window) == "Title\nLeft  Right\n[Save]")
  }

  private struct Stacks: DeclarativeKit.View {
    var body: some DeclarativeKit.View {
      ScrollView {
        LazyVStack(spacing: 4) {
          ZStack(alignment: .topLeading) {
            Color.blue
            Text("Back")
            Text("Front")
          }
          LazyHStack {
            Text("A")
            Divider()
            Image(systemName: "star.fill")
            Spacer()
            Text("B")
          }
          Divider()
          Text("End")
        }
      }
    }
  }

  @Test func givenStacksSpacersAndDividers_whenRendered_thenChildrenAreDrawnInOrderWithRules() {
    // Given
    let (window, _, _) = host(Stacks())
    // When
    let text = Renderer.render(window, width: 20)
    // Then
    #expect(text == "Back\nFront\nA  │  [star.fill]  B\n────────────────────\nEnd")
  }

  @Test func givenWithAnimation_whenCalled_thenTheClosureRunsAndItsResultIsReturned() {
    // Given
    var ran = false
    // When
    let result = withAnimation(.spring(response: 0.3)) {
      ran = true
      return 42
    }
    // Then
    #expect(ran)
    #expect(result == 42)
  }

  private struct EmailForm: DeclarativeKit.View {
    @State private var email = ""

    var body: some DeclarativeKit.View {
      TextField("Email", text: $email)
        .keyboardType(.emailAddress).textInputAutocapitalization(.never).submitLabel(.done)
        .textFieldStyle(.roundedBorder).accessibilityIdentifier("email")
    }
  }

  @Test func givenAStyledTextField_whenTyped_thenTheBindingChangesAsUnstyled() async throws {
    // Given
    let (window, driver, _) = host(EmailForm())
    // When
    try await driver.type("a@b.c", into: "email")
    // Then
    #expect(Renderer.render(window) == "[a@b.c_______________]")
  }
}
