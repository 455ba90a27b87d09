@_spi(Hosting) import DeclarativeKit

// Written as a SwiftUI course writes it (tabs, search, a form with focus and a date picker, a
// grid, a split view, previews): only `import SwiftUI` is changed.

struct Fixture: Identifiable, Hashable {
  let id: Int
  var opponent: String
  var venue: String
  var kickOff: Date
}

@Observable
final class Season {
  var fixtures = [
    Fixture(
      id: 1, opponent: "Rovers", venue: "Home", kickOff: Date(timeIntervalSince1970: 1_777_645_800)),
    Fixture(
      id: 2, opponent: "United", venue: "Away", kickOff: Date(timeIntervalSince1970: 1_778_250_600)),
  ]

  func add(opponent: String, venue: String, kickOff: Date) {
    fixtures.append(
      Fixture(id: fixtures.count + 1, opponent: opponent, venue: venue, kickOff: kickOff))
  }
}

struct SeasonView: View {
  @State private var season = Season()
  @State private var selectedTab = "fixtures"

  var body: some View {
    TabView(selection: $selectedTab) {
      FixturesView()
        .tabItem {
          Label("Fixtures", systemImage: "calendar")
        }
        .tag("fixtures")
      NewFixtureView(selectedTab: $selectedTab)
        .tabItem {
          Label("New", systemImage: "plus.circle")
        }
        .tag("new")
      BadgesView()
        .tabItem {
          Label("Badges", systemImage: "star")
        }
        .tag("badges")
    }
    .environment(season)
  }
}

struct FixturesView: View {
  @Environment(Season.self) private var season
  @State private var selection: Fixture.ID?
  @State private var searchText = ""

  var filteredFixtures: [Fixture] {
    if searchText.isEmpty {
      return season.fixtures
    }
    return season.fixtures.filter { $0.opponent.localizedCaseInsensitiveContains(searchText) }
  }

  var body: some View {
    NavigationSplitView {
      List(filteredFixtures, selection: $selection) { fixture in
        Text(fixture.opponent)
      }
      .accessibilityIdentifier("fixtures")
      .navigationTitle("Fixtures")
      .searchable(text: $searchText, prompt: "Opponent")
    } detail: {
      if let fixture = season.fixtures.first(where: { $0.id == selection }) {
        FixtureDetailView(fixture: fixture)
      } else {
        Text("Pick a fixture")
      }
    }
  }
}

struct FixtureDetailView: View {
  let fixture: Fixture

  var body: some View {
    Form {
      LabeledContent("Venue", value: fixture.venue)
    }
    .navigationTitle(fixture.opponent)
  }
}

struct NewFixtureView: View {
  enum Field: Hashable {
    case opponent, venue
  }

  @Environment(Season.self) private var season
  @Binding var selectedTab: String
  @State private var opponent = ""
  @State private var venue = ""
  @State private var kickOff = Date(timeIntervalSince1970: 1_777_645_800)
  @FocusState private var focusedField: Field?

  let seasonStart = Date(timeIntervalSince1970: 1_775_001_600)

  var body: some View {
    Form {
      Section("Match") {
        TextField("Opponent", text: $opponent)
          .focused($focusedField, equals: .opponent)
          .accessibilityIdentifier("opponent")
          .onSubmit { focusedField = .venue }
        TextField("Venue", text: $venue)
          .focused($focusedField, equals: .venue)
          .accessibilityIdentifier("venue")
          .onSubmit { focusedField = nil }
      }
      Section("When") {
        DatePicker(
          "Kick-off", selection: $kickOff, in: seasonStart..., displayedComponents: .date)
      }
      Button("Add fixture") {
        season.add(opponent: opponent, venue: venue, kickOff: kickOff)
        opponent = ""
        venue = ""
        selectedTab = "fixtures"
      }
      .disabled(opponent.isEmpty)
    }
    .onAppear {
      focusedField = .opponent
    }
  }
}

struct BadgesView: View {
  let badges = ["Clean sheet", "Hat-trick", "Comeback"]
  let columns = [GridItem(.adaptive(minimum: 100))]

  var body: some View {
    ScrollView {
      LazyVGrid(columns: columns, spacing: 16) {
        ForEach(badges, id: \.self) { badge in
          VStack {
            Image(systemName: "star.fill")
              .font(.largeTitle)
            Text(badge)
          }
          .padding()
        }
      }
    }
  }
}

struct SeasonView_Previews: PreviewProvider {
  static var previews: some View {
    BadgesView()
      .previewDisplayName("Badges")
    FixtureDetailView(
      fixture: Fixture(id: 1, opponent: "Rovers", venue: "Home", kickOff: .now)
    )
    .previewLayout(.sizeThatFits)
  }
}
