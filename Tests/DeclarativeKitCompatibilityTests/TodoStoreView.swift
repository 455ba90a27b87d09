@_spi(Hosting) import DeclarativeKit

// Written as a SwiftUI app of the ObservableObject era writes it: only `import SwiftUI` is
// changed.

struct Todo: Identifiable, Hashable {
  let id: Int
  var title: String
  var isDone = false
}

final class TodoStore: ObservableObject {
  @Published var todos = [
    Todo(id: 1, title: "Buy milk"),
    Todo(id: 2, title: "Call Ana"),
    Todo(id: 3, title: "Answer mail"),
  ]
  @Published var lastPhase = "none"

  var openCount: Int { todos.filter { !$0.isDone }.count }
}

struct TodoRootView: View {
  @StateObject private var store = TodoStore()

  var body: some View {
    NavigationStack {
      TodoListView()
    }
    .environmentObject(store)
  }
}

struct TodoListView: View {
  @EnvironmentObject var store: TodoStore
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    List {
      ForEach(store.todos) { todo in
        NavigationLink(value: todo.id) {
          Text(todo.title)
        }
      }
      .onDelete { offsets in
        store.todos.remove(atOffsets: offsets)
      }
      .onMove { source, destination in
        store.todos.move(fromOffsets: source, toOffset: destination)
      }
      LabeledContent("Open", value: "\(store.openCount)")
    }
    .accessibilityIdentifier("todos")
    .environment(\.editMode, .constant(.active))
    .navigationTitle("Todos")
    .navigationDestination(for: Int.self) { id in
      TodoDetailView(store: store, id: id)
    }
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Menu("Sort") {
          Button("By title") {
            store.todos.sort { $0.title < $1.title }
          }
        }
      }
    }
    .onChange(of: scenePhase, initial: true) { _, phase in
      store.lastPhase = "\(phase)"
    }
  }
}

struct TodoDetailView: View {
  @ObservedObject var store: TodoStore
  let id: Int

  var body: some View {
    if let index = store.todos.firstIndex(where: { $0.id == id }) {
      VStack {
        TextField("Title", text: $store.todos[index].title)
          .accessibilityIdentifier("title")
        Toggle(isOn: $store.todos[index].isDone) {
          Text("Done")
        }
        .accessibilityIdentifier("done")
      }
      .navigationTitle(store.todos[index].title)
    }
  }
}
