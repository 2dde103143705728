import Screens

/// The storyboard's old name, for `Prototype.swift` alone (being changed on another branch):
/// a function, not a type, so `Sequence` still names Swift's protocol everywhere in Export.
/// Remove once `Prototype.swift` says `Storyboard`.
@available(*, deprecated, renamed: "Storyboard")
func Sequence(_ style: TimelineStyle, _ content: Content) -> Storyboard { Storyboard(style, content) }
