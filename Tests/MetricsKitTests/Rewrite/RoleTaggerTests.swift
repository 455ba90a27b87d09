import Testing

@testable import MetricsKit

/// Roles read from the layer configuration at both ends of a port, imports only a fallback.
@Suite struct RoleTaggerTests {
  private let tagger = RoleTagger(config: RewriteFixture.config)

  @Test func givenARouterImportingViewKit_whenTagged_thenItIsSharedNavigationAtBothEnds() {
    // When
    let base = tagger.role(of: "Sources/VIP/Login/LoginRouter.swift", importing: ["ViewKit"])
    let head = tagger.role(of: "Sources/VIP/Login/LoginRouter.swift", importing: ["Domain"])

    // Then
    #expect(base == .navigation)
    #expect(head == .navigation)
    #expect(RewriteFixture.config.ui(of: base) == nil)
  }

  @Test func givenFilesOfEveryRole_whenTagged_thenTheLayerOrRuleDecides() {
    // Given
    let paths = [
      "Sources/MVP/Login/LoginPresenter.swift", "Sources/MVP/Login/LoginViewState.swift",
      "Sources/MVP/Login/LoginViewController+Table.swift", "Sources/MVP/Login/LoginScreen.swift",
      "Sources/VIP/Login/LoginDisplayLogic.swift",
    ]

    // When: every file imports ViewKit, which must not matter
    let roles = paths.map { tagger.role(of: $0, importing: ["ViewKit"]) }

    // Then
    #expect(roles == [.presentationLogic, .adapter, .firstUI, .secondUI, .presentationLogic])
  }

  @Test func givenAFileNoLayerNames_whenItsImportsChange_thenItsRoleChanges() {
    // When
    let base = tagger.role(of: "Sources/VIP/App/Helper.swift", importing: ["ViewKit"])
    let head = tagger.role(of: "Sources/VIP/App/Helper.swift", importing: ["Domain"])
    let root = tagger.role(of: "Sources/VIP/App/Root.swift", importing: ["DeclarativeKit"])

    // Then
    #expect(base == .firstUI)
    #expect(head == .presentationLogic)
    #expect(root == .secondUI)
  }

  @Test func givenAPortWithARoleChange_whenCosted_thenEachEndIsBookedToItsOwnRole() {
    // When
    let cost = RewriteCost(
      pattern: "VIP", port: RewriteFixture.vip(), config: RewriteFixture.config)

    // Then: the helper's removed lines stay with the UIKit-shaped UI, its added ones are logic
    #expect(
      cost.roleChanges == [
        .init(path: "Sources/VIP/App/Helper.swift", from: .firstUI, to: .presentationLogic)
      ])
    #expect(cost[.firstUI] == .init(added: 0, removed: 3))
    #expect(cost[.presentationLogic] == .init(added: 5 + 4, removed: 2))
    #expect(cost[.sharedNavigation] == .init(added: 12, removed: 6))
    #expect(cost[.adapter] == .init(added: 50))
    #expect(cost[.screens] == .init(added: 30))
    #expect(cost[.secondUINavigation] == .init(added: 20))
    #expect(cost.moved == 8)
    #expect(cost.total == 50 + 30 + 20 + 18 + 11 + 3)
  }
}
