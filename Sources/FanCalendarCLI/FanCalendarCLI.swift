public enum FanCalendarCLI {
    public static func main() {}
}
