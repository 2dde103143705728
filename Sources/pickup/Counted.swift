/// A count with its noun, singular for one: "1 device", "5 devices", "1 locale".
func counted(_ n: Int, _ noun: String, plural: String? = nil) -> String {
    "\(n) \(n == 1 ? noun : plural ?? noun + "s")"
}
