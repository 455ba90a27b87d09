@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

/// Every styling value SwiftUI code writes, applied to texts and rows: none may change what the
/// user sees or what the driver reaches.
@MainActor @Suite struct StyleCatalogTests {
  private struct Fonts: DeclarativeKit.View {
    var body: some DeclarativeKit.View {
      let fonts: [Font] = [
        .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout,
        .footnote, .caption, .caption2, .system(size: 12, weight: .heavy),
        .system(.body, design: .monospaced, weight: .light), .custom("Avenir", size: 14),
        Font.body.bold().italic().weight(.semibold).monospacedDigit(),
      ]
      let weights: [Font.Weight] = [
        .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
      ]
      ForEach(0..<fonts.count, id: \.self) { index in
        Text("font \(index)").font(fonts[index]).fontWeight(weights[index % weights.count])
      }
    }
  }

  private struct Colors: DeclarativeKit.View {
    var body: some DeclarativeKit.View {
      let colors: [Color] = [
        .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink,
        .brown, .white, .gray, .black, .clear, .primary, .secondary, .accentColor,
        Color("Brand"), Color(white: 0.5), Color(red: 1, green: 0, blue: 0).opacity(0.5),
      ]
      ForEach(0..<colors.count, id: \.self) { index in
        Text("color \(index)").foregroundStyle(colors[index]).foregroundColor(colors[index])
          .background(colors[index]).tint(colors[index])
      }
      Text("materials").background(.ultraThinMaterial).background(.thinMaterial)
        .background(.regularMaterial).background(.thickMaterial).background(.ultraThickMaterial)
        .background(.bar).foregroundStyle(.tertiary).foregroundStyle(.quaternary)
        .foregroundStyle(.foreground).border(.separator).background(.background).tint(.accentColor)
    }
  }

  private struct Shapes: DeclarativeKit.View {
    var body: some DeclarativeKit.View {
      Text("shapes").clipShape(.rect).clipShape(.rect(cornerRadius: 4)).clipShape(.circle)
        .clipShape(.capsule).clipShape(Ellipse()).contentShape(Rectangle())
      RoundedRectangle(cornerRadius: 8).fill(.blue)
      Circle().stroke(.red, lineWidth: 2)
      Capsule().fill(Color.green)
      Image(systemName: "star").resizable().renderingMode(.template).aspectRatio(contentMode: .fit)
        .imageScale(.large).symbolRenderingMode(.hierarchical)
      Image("logo").renderingMode(.original).scaledToFit()
      Image("photo").scaledToFill().imageScale(.small).symbolRenderingMode(.multicolor)
    }
  }

  private struct Layout: DeclarativeKit.View {
    @State private var isOn = false

    var body: some DeclarativeKit.View {
      Text("layout").padding().padding(8).padding(.horizontal, 4).padding(.vertical)
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        .frame(width: 100, height: 20, alignment: .topLeading)
        .frame(minWidth: 0, maxWidth: .infinity, alignment: .bottomTrailing)
        .fixedSize().layoutPriority(1).opacity(0.9).cornerRadius(4).shadow(radius: 2)
        .multilineTextAlignment(.center).lineLimit(2).minimumScaleFactor(0.5).bold().italic()
        .underline().strikethrough()
      Toggle("animated", isOn: $isOn)
        .animation(.easeInOut(duration: 0.2).delay(0.1).speed(2), value: isOn)
        .transition(.move(edge: .top).combined(with: .opacity))
        .transition(.asymmetric(insertion: .slide, removal: .scale))
        .animation(.spring(), value: isOn).animation(.linear(duration: 1), value: isOn)
        .animation(.easeIn(duration: 1), value: isOn).animation(.easeOut(duration: 1), value: isOn)
        .animation(.default, value: isOn).animation(.bouncy, value: isOn)
        .animation(.smooth, value: isOn).animation(nil, value: isOn)
        .accessibilityIdentifier("animated")
    }
  }

  private struct Styled: DeclarativeKit.View {
    @State private var name = ""

    var body: some DeclarativeKit.View {
      List {
        ForEach(["a", "b"], id: \.self) { row in
          Text(row)
        }
        .listRowBackground(Color.gray).listRowSeparator(.hidden).listRowInsets(nil)
        .padding().font(.body)
      }
      .listStyle(.plain).listStyle(.grouped).listStyle(.insetGrouped).listStyle(.inset)
      .listStyle(.sidebar).listStyle(.automatic).scrollContentBackground(.hidden)
      .accessibilityIdentifier("list")
      TextField("Name", text: $name).textFieldStyle(.roundedBorder).textFieldStyle(.plain)
        .textFieldStyle(.automatic).textInputAutocapitalization(.never).keyboardType(.emailAddress)
        .submitLabel(.done).accessibilityIdentifier("name")
      Button("Go") {}.buttonStyle(.bordered).buttonStyle(.borderedProminent)
        .buttonStyle(.borderless).buttonStyle(.plain).buttonStyle(.automatic)
      Label("Tip", systemImage: "lightbulb").labelStyle(.titleOnly).labelStyle(.iconOnly)
        .labelStyle(.titleAndIcon).labelStyle(.automatic)
    }
  }

  @Test func givenEveryFont_whenRendered_thenTheTextsAreDrawnPlain() throws {
    // Given
    let (_, driver, _) = host(Fonts())
    // When
    let lines = driver.render()
    // Then
    #expect(lines.contains("font 0") && lines.contains("font 14"))
  }

  @Test func givenEveryColorAndMaterial_whenRendered_thenTheTextsAreDrawnPlain() throws {
    // Given
    let (_, driver, _) = host(Colors())
    // When
    let lines = driver.render()
    // Then
    #expect(lines.contains("color 21") && lines.contains("materials"))
  }

  @Test func givenShapesAndImages_whenRendered_thenShapesDrawNothingAndImagesTheirNames() throws {
    // Given
    let (_, driver, _) = host(Shapes())
    // When
    let lines = driver.render()
    // Then
    #expect(lines.contains("shapes"))
    #expect(lines.contains("[star]") && lines.contains("[logo]") && lines.contains("[photo]"))
  }

  @Test func givenLayoutAndAnimationModifiers_whenToggled_thenTheToggleWorksAsPlain() async throws {
    // Given
    let (_, driver, _) = host(Layout())
    // When
    try await driver.toggle("animated")
    // Then
    #expect(try driver.isOn("animated"))
    #expect(driver.render().contains("layout"))
  }

  @Test func givenStyledListFieldButtonAndLabel_whenUsed_thenTheyBehaveAsPlain() async throws {
    // Given
    let (_, driver, _) = host(Styled())
    // When
    try await driver.type("Ana", into: "name")
    // Then
    #expect(try driver.rows(in: "list")[0].map(\.text) == ["a", "b"])
    #expect(driver.render().contains("Ana"))
    try await driver.tap("Go")
    #expect(driver.render().contains("Tip"))
  }
}
