import Foundation
import Testing
import ViewKit

@MainActor @Suite struct ViewTests {
  @Test func givenTwoSubviews_whenAdded_thenTheyKeepOrderAndKnowTheirSuperview() {
    // Given
    let root = View(identifier: "root")
    let first = Label(text: "one")
    let second = Button(title: "two")
    // When
    root.addSubview(first)
    root.addSubview(second)
    // Then
    #expect(
      root.subviews.map(ObjectIdentifier.init) == [
        ObjectIdentifier(first), ObjectIdentifier(second),
      ])
    #expect(first.superview === root)
  }

  @Test func givenAViewInAContainer_whenRemovedFromSuperview_thenTheContainerForgetsIt() {
    // Given
    let root = View()
    let child = View(identifier: "child")
    root.addSubview(child)
    // When
    child.removeFromSuperview()
    // Then
    #expect(root.subviews.isEmpty)
    #expect(child.superview == nil)
  }

  @Test func givenAViewInOneContainer_whenAddedToAnother_thenItMoves() {
    // Given
    let old = View()
    let new = View()
    let child = View()
    old.addSubview(child)
    // When
    new.addSubview(child)
    // Then
    #expect(old.subviews.isEmpty)
    #expect(child.superview === new)
  }

  @Test func givenAHiddenAncestor_whenAskingTheChild_thenItIsHiddenInHierarchy() {
    // Given
    let root = View()
    let middle = View()
    let leaf = Label(text: "x", identifier: "leaf")
    root.addSubview(middle)
    middle.addSubview(leaf)
    // When
    middle.isHidden = true
    // Then
    #expect(leaf.isHiddenInHierarchy)
    #expect(!root.isHiddenInHierarchy)
    #expect(root.viewWithIdentifier("leaf") === leaf)
    #expect(root.viewWithIdentifier("missing") == nil)
  }

  @Test func givenRowAndSection_whenMakingAnIndexPath_thenBothReadBackAndCanChange() {
    // Given
    var indexPath = IndexPath(row: 3, section: 1)
    // When
    indexPath.row = 4
    indexPath.section = 2
    // Then
    #expect(indexPath.row == 4)
    #expect(indexPath.section == 2)
    #expect(indexPath == IndexPath(indexes: [2, 4]))
  }

  @Test func givenAPicker_whenSelectingOutOfRange_thenTheSelectionStays() {
    // Given
    let picker = Picker(components: [["a", "b", "c"]])
    picker.selectRow(2, inComponent: 0)
    // When
    picker.selectRow(7, inComponent: 0)
    picker.selectRow(0, inComponent: 5)
    // Then
    #expect(picker.selectedRow(inComponent: 0) == 2)
    #expect(picker.selectedRow(inComponent: 5) == 0)
  }

  @Test func givenASelectedRow_whenComponentsShrink_thenTheSelectionIsClamped() {
    // Given
    let picker = Picker(components: [["a", "b", "c"], ["x"]])
    picker.selectRow(2, inComponent: 0)
    // When
    picker.components = [["a"], ["x", "y"], []]
    // Then
    #expect(picker.selectedRow(inComponent: 0) == 0)
    #expect(picker.selectedRow(inComponent: 1) == 0)
    #expect(picker.selectedRow(inComponent: 2) == 0)
  }

  @Test func givenAnEmptyStateView_whenCreated_thenItHoldsMessageAndButton() {
    // Given
    let empty = EmptyStateView(
      message: "Nothing here", buttonTitle: "Retry", identifier: "e", buttonIdentifier: "b")
    // When
    let ids = empty.allViews.map(\.identifier)
    // Then
    #expect(empty.messageLabel.text == "Nothing here")
    #expect(empty.button.title == "Retry")
    #expect(ids == ["e", nil, "b"])
  }
}
