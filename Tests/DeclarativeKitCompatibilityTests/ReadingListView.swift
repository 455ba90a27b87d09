@_spi(Hosting) import DeclarativeKit

// Written as a SwiftUI app writes it: only `import SwiftUI` is changed.

struct Book: Identifiable, Hashable {
  let id: Int
  var title: String
  var author: String
}

private struct ShelfNameKey: EnvironmentKey {
  static let defaultValue = "My shelf"
}

extension EnvironmentValues {
  var shelfName: String {
    get { self[ShelfNameKey.self] }
    set { self[ShelfNameKey.self] = newValue }
  }
}

struct ReadingListView: View {
  @State private var books = [
    Book(id: 1, title: "Dune", author: "Frank Herbert"),
    Book(id: 2, title: "Emma", author: "Jane Austen"),
  ]

  var body: some View {
    NavigationStack {
      List {
        ForEach(books) { book in
          NavigationLink(value: book) {
            Text(book.title)
          }
        }
        NavigationLink("About") {
          AboutView()
        }
      }
      .accessibilityIdentifier("books")
      .navigationTitle("Reading List")
      .navigationDestination(for: Book.self) { book in
        BookDetailView(book: book)
      }
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          Button("Add") {
            books.append(Book(id: books.count + 1, title: "New book", author: "Unknown"))
          }
        }
      }
    }
    .environment(\.shelfName, "Summer reading")
  }
}

struct BookDetailView: View {
  let book: Book
  @Environment(\.dismiss) private var dismiss
  @Environment(\.shelfName) private var shelfName

  var body: some View {
    VStack {
      Text(book.author)
        .accessibilityIdentifier("author")
      Text("On \(shelfName)")
        .accessibilityIdentifier("shelf")
      Button("Done") {
        dismiss()
      }
    }
    .navigationTitle(book.title)
  }
}

struct AboutView: View {
  @Environment(\.isPresented) private var isPresented

  var body: some View {
    Text(isPresented ? "Pushed" : "Root")
      .accessibilityIdentifier("about")
      .navigationTitle("About")
  }
}
