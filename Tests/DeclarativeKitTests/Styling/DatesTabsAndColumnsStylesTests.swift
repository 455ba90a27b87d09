@_spi(Hosting) import DeclarativeKit
import Foundation
import Testing
import ViewKit

/// The styles of date pickers, tab views and split views change nothing drawn or reached.
@MainActor @Suite struct DatesTabsAndColumnsStylesTests {
  private struct Styled: DeclarativeKit.View {
    @State private var date = Date(timeIntervalSince1970: 0)

    var body: some DeclarativeKit.View {
      NavigationSplitView {
        TabView {
          VStack {
            DatePicker("A", selection: $date, displayedComponents: .date)
              .datePickerStyle(.graphical).datePickerStyle(.compact)
            DatePicker("B", selection: $date, displayedComponents: .date)
              .datePickerStyle(.wheel).datePickerStyle(.automatic)
          }
          .tabItem { Text("Dates") }
        }
        .tabViewStyle(.page).tabViewStyle(.automatic)
        .navigationSplitViewColumnWidth(200)
        .navigationSplitViewColumnWidth(min: 100, ideal: 200, max: 300)
      } detail: {
        Text("Detail")
      }
      .navigationSplitViewStyle(.balanced).navigationSplitViewStyle(.prominentDetail)
      .navigationSplitViewStyle(.automatic)
    }
  }

  @Test func givenStyledPickersTabsAndColumns_whenRendered_thenTheyDrawAsPlainOnes() {
    // Given
    let utc = TimeZone(identifier: "UTC") ?? .current
    let (window, _, _) = hostScene(Styled().environment(\.timeZone, utc))
    // When
    let text = Renderer.render(window, width: 30)
    // Then
    #expect(
      text == """

        ------------------------------
        A [1970-01-01__________]
        B [1970-01-01__________]
        ──────────────────────────────
        [• Dates]
        """)
  }
}
