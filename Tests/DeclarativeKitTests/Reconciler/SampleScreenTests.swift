@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

/// The same small screen written twice, on ViewKit and on DeclarativeKit, driven the same way:
/// a form with a field and a toggle, an async save, and a button that pushes a details screen.
@MainActor @Suite struct SampleScreenTests {
  private struct ProfileScene: DeclarativeKit.View {
    @State private var path: [String] = []

    var body: some DeclarativeKit.View {
      NavigationStack(path: $path) {
        ProfileForm(path: $path)
          .navigationDestination(for: String.self) { name in
            Text("Details of \(name)").navigationTitle("Details")
          }
      }
    }
  }

  private struct ProfileForm: DeclarativeKit.View {
    @Binding var path: [String]
    @State private var name = ""
    @State private var isPublic = false
    @State private var status = ""

    var body: some DeclarativeKit.View {
      Form {
        Text("Your profile")
        TextField("Name", text: $name).accessibilityIdentifier("profile.name")
        Toggle("Public", isOn: $isPublic).accessibilityIdentifier("profile.public")
        Button("Details") { path.append(name) }.accessibilityIdentifier("profile.details")
        Text(status).accessibilityIdentifier("profile.status")
      }
      .navigationTitle("Profile")
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            Task {
              for _ in 0..<3 { await Task.yield() }
              status = "Saved \(name) (\(isPublic ? "public" : "private"))"
            }
          }
          .accessibilityIdentifier("profile.save")
          .disabled(name.isEmpty)
        }
      }
    }
  }

  private final class ProfileViewController: ViewKit.ViewController {
    private let nameField = ViewKit.TextField(placeholder: "Name", identifier: "profile.name")
    private let publicSwitch = Switch(title: "Public", identifier: "profile.public")
    private let detailsButton = ViewKit.Button(title: "Details", identifier: "profile.details")
    private let statusLabel = Label(identifier: "profile.status")
    private let saveItem = BarButtonItem(title: "Save", identifier: "profile.save")

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Profile"
      let form = ViewKit.View()
      for widget in [
        Label(text: "Your profile"), nameField, publicSwitch, detailsButton, statusLabel,
      ] {
        form.addSubview(widget)
      }
      view.addSubview(form)
      saveItem.isEnabled = false
      navigationItem.rightBarButtonItem = saveItem
      nameField.onEditingChanged = { [weak self] text in self?.saveItem.isEnabled = !text.isEmpty }
      detailsButton.action = { [weak self] in self?.showDetails() }
      saveItem.action = { [weak self] in await self?.save() }
    }

    private func showDetails() {
      let details = ViewKit.ViewController()
      details.title = "Details"
      details.view.addSubview(Label(text: "Details of \(nameField.text)"))
      navigationController?.pushViewController(details, animated: true)
    }

    private func save() async {
      for _ in 0..<3 { await Task.yield() }
      let visibility = publicSwitch.isOn ? "public" : "private"
      statusLabel.text = "Saved \(nameField.text) (\(visibility))"
    }
  }

  @Test func givenBothScreens_whenDrivenAlike_thenTheyRenderTheSameText() async throws {
    // Given
    let declarative = Driver(
      window: Window(rootViewController: NavigationHostingController(rootView: ProfileScene())))
    let uikitShaped = Driver(
      window: Window(
        rootViewController: NavigationController(rootViewController: ProfileViewController())))
    var renders: [[String]] = [[], []]
    // When
    for (index, driver) in [declarative, uikitShaped].enumerated() {
      renders[index].append(Renderer.render(driver.window))
      try await driver.type("Ana", into: "profile.name")
      try await driver.toggle("profile.public")
      renders[index].append(Renderer.render(driver.window))
      try await driver.tap("profile.save")
      renders[index].append(Renderer.render(driver.window))
      try await driver.tap("profile.details")
      renders[index].append(Renderer.render(driver.window))
      try await driver.goBack()
      renders[index].append(Renderer.render(driver.window))
      renders[index].append(driver.controls.map { "\($0)" }.joined(separator: "\n"))
    }
    // Then
    #expect(renders[0] == renders[1])
    #expect(renders[0][2].contains("Saved Ana (public)"))
    #expect(renders[0][3].contains("Details of Ana"))
  }
}
