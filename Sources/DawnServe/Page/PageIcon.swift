/// `/icon.svg`: the app's icon, a sun rising over a line.
enum PageIcon {
    static let text = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
        <rect width="64" height="64" rx="14" fill="#2d3436"/>
        <circle cx="32" cy="40" r="14" fill="#ff9f43"/>
        <rect x="8" y="40" width="48" height="16" fill="#2d3436"/>
        <rect x="8" y="42" width="48" height="3" rx="1.5" fill="#ffeaa7"/>
        </svg>

        """
}
