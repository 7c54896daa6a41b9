/// What a new journal says first, as the checklist app's onboarding says it (`init`).
public enum OnboardingText {
    /// The three promises, word for word, each on its own line.
    public static let lines = ["Track habits without pressure", "See your patterns clearly", "No streaks, just data"]
}
